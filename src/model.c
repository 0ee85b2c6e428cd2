/* model.c - the names the model's enums print as (listings, JSON,
 * diagnostics all use these, so the spelling is decided once). */
#include "model.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const cl_diag_info cl_diag_table[CL_DIAG_COUNT] = {
#define ERROR CL_ERROR
#define WARNING CL_WARNING
#define DIAG(name, id, severity, guide, message, hint) {id, severity, guide, message, hint},
#include "diagnostics.def"
#undef DIAG
#undef ERROR
#undef WARNING
};

const unsigned char cl_diag_relaxable[CL_DIAG_COUNT] = {
#define DIAG(name, id, severity, guide, message, hint)
#define RELAXABLE(name) [CL_DIAG_##name] = 1,
#include "diagnostics.def"
#undef RELAXABLE
#undef DIAG
};

const unsigned char cl_diag_relaxed_warning[CL_DIAG_COUNT] = {
#define DIAG(name, id, severity, guide, message, hint)
#define RELAXED_WARNING(name) [CL_DIAG_##name] = 1,
#include "diagnostics.def"
#undef RELAXED_WARNING
#undef DIAG
};

const char *const cl_diag_off_group[CL_DIAG_COUNT] = {
#define DIAG(name, id, severity, guide, message, hint)
#define OFF_BY_DEFAULT(name, group) [CL_DIAG_##name] = group,
#include "diagnostics.def"
#undef OFF_BY_DEFAULT
#undef DIAG
};

/* The name of enumerator v in a table indexed by it, "?" outside it. */
static const char *name_in(const char *const *names, size_t n, size_t v) {
  return v < n && names[v] ? names[v] : "?";
}
#define NAME_OF(table, v) name_in(table, sizeof table / sizeof *table, (size_t)(v))

static const char *const space_names[] = {
    [CL_SPACE_HOST] = "host",
    [CL_SPACE_DEVICE] = "device",
    [CL_SPACE_HOST_DEVICE] = "host-device",
};
const char *cl_space_name(cl_space s) { return NAME_OF(space_names, s); }

static const char *const capture_kind_names[] = {
    [CL_CAP_COPY] = "copy",
    [CL_CAP_REF] = "ref",
    [CL_CAP_INIT_COPY] = "init",
    [CL_CAP_INIT_REF] = "init-ref",
    [CL_CAP_THIS] = "this",
    [CL_CAP_STAR_THIS] = "*this",
};
const char *cl_capture_kind_name(cl_capture_kind k) { return NAME_OF(capture_kind_names, k); }

static const char *const access_names[] = {
    [CL_ACCESS_NONE] = "none",
    [CL_ACCESS_PUBLIC] = "public",
    [CL_ACCESS_PROTECTED] = "protected",
    [CL_ACCESS_PRIVATE] = "private",
};
const char *cl_access_name(cl_access a) { return NAME_OF(access_names, a); }

static const char *const fn_kind_names[] = {
    [CL_FN_FREE] = "function",
    [CL_FN_METHOD] = "method",
    [CL_FN_CTOR] = "constructor",
    [CL_FN_DTOR] = "destructor",
    [CL_FN_CONVERSION] = "conversion",
    [CL_FN_OPERATOR] = "operator",
};
const char *cl_fn_kind_name(cl_fn_kind k) { return NAME_OF(fn_kind_names, k); }

void cl_model_free(cl_model *m) {
  if (!m)
    return;
  cl_model_free(m->device);
  cl_arena_free(m->arena);
}

const char *cl_function_key(const cl_function *fn) {
  return *fn->usr ? fn->usr : fn->name;
}

const char *cl_usr_in_file(cl_arena *a, const cl_function *fn, const char *tu) {
  if (!fn->no_external_linkage)
    return cl_function_key(fn);
  char abs[PATH_MAX];
  return cl_printf(a, "%s@%s", cl_function_key(fn), realpath(tu, abs) ? abs : tu);
}

const cl_lambda *cl_model_lambda_at(const cl_model *m, const cl_lambda *l) {
  for (size_t i = 0; m && i < m->nlambdas; i++)
    if (m->lambdas[i]->begin.offset == l->begin.offset &&
        m->lambdas[i]->spelled_offset == l->spelled_offset &&
        !strcmp(m->lambdas[i]->begin.file, l->begin.file))
      return m->lambdas[i];
  return NULL;
}

int cl_model_has_lambda_at(const cl_model *m, const cl_lambda *l) {
  return cl_model_lambda_at(m, l) != NULL;
}

/* One extended lambda of either pass, for cl_lambda_identities. */
typedef struct placed {
  const cl_lambda *l;
  const char *key;  /* cl_usr_in_file of its function */
  int pass;         /* 0: both passes see it, 1: the host only, 2: the device only */
  const char **out; /* where its identity goes */
} placed;

static int by_place(const void *pa, const void *pb) {
  const placed *a = pa, *b = pb;
  int c = strcmp(a->key, b->key);
  if (!c)
    c = strcmp(a->l->begin.file, b->l->begin.file);
  if (!c)
    c = a->l->begin.offset < b->l->begin.offset ? -1 : a->l->begin.offset > b->l->begin.offset;
  if (!c)
    c = a->l->spelled_offset < b->l->spelled_offset ? -1
                                                    : a->l->spelled_offset > b->l->spelled_offset;
  return c ? c : a->pass - b->pass;
}

static const char *place_of(cl_arena *a, const placed *p) {
  const char *file = strrchr(p->l->begin.file, '/');
  file = file ? file + 1 : p->l->begin.file;
  if (p->l->from_macro)
    return cl_printf(a, "%s@%s:%u:%u", p->key, file, p->l->begin.offset, p->l->spelled_offset);
  return cl_printf(a, "%s@%s:%u", p->key, file, p->l->begin.offset);
}

cl_identities cl_lambda_identities(cl_arena *a, const cl_model *host, const char *tu) {
  const cl_model *dev = host->device;
  size_t nd = dev ? dev->nlambdas : 0;
  cl_identities ids = {host, cl_alloc(a, (host->nlambdas + 1) * sizeof(char *)),
                       cl_alloc(a, (nd + 1) * sizeof(char *))};
  placed *all = cl_xmalloc((host->nlambdas + nd + 1) * sizeof *all);
  size_t n = 0;
  for (size_t i = 0; i < host->nlambdas; i++) {
    const cl_lambda *l = host->lambdas[i];
    if (l->extended && l->enclosing)
      all[n++] = (placed){l, cl_usr_in_file(a, l->enclosing, tu),
                          dev && !cl_model_has_lambda_at(dev, l), &ids.of_host[i]};
  }
  for (size_t i = 0; i < nd; i++) {
    const cl_lambda *l = dev->lambdas[i];
    if (!l->extended || !l->enclosing)
      continue;
    if (!cl_model_has_lambda_at(host, l)) /* else named by the host's copy, below */
      all[n++] = (placed){l, cl_usr_in_file(a, l->enclosing, tu), 2, &ids.of_device[i]};
  }
  cl_sort(all, n, sizeof *all, by_place);
  const char *anchor = NULL;
  size_t rank[3] = {0};
  for (size_t i = 0; i < n; i++) {
    if (i == 0 || strcmp(all[i].key, all[i - 1].key)) {
      anchor = cl_printf(a, "%s@", all[i].key);
      rank[1] = rank[2] = 0;
    }
    if (all[i].pass == 0) {
      anchor = *all[i].out = place_of(a, &all[i]);
      rank[1] = rank[2] = 0;
    } else {
      *all[i].out = cl_printf(a, "%s#%zu", anchor, rank[all[i].pass]++);
    }
  }
  /* The device model's copies of shared lambdas take the host's names. */
  for (size_t i = 0; i < nd; i++) {
    const cl_lambda *l = dev->lambdas[i], *h;
    if (l->extended && l->enclosing && (h = cl_model_lambda_at(host, l)) != NULL)
      ids.of_device[i] = ids.of_host[h->index];
  }
  free(all);
  return ids;
}

const char *cl_lambda_identity(const cl_identities *ids, const cl_lambda *l) {
  const cl_model *m = ids->host;
  if (l->index < m->nlambdas && m->lambdas[l->index] == l)
    return ids->of_host[l->index];
  m = m->device;
  if (m && l->index < m->nlambdas && m->lambdas[l->index] == l)
    return ids->of_device[l->index];
  return NULL;
}

const char *cl_wrapper_name(cl_arena *a, const char *identity) {
  unsigned long long h = cl_hash_bytes(CL_HASH_SEED, identity, strlen(identity));
  return cl_printf(a, "__cudalift_L_%016llx", h);
}

static int spellable_type(const char *type) {
  return type && *type && !strstr(type, "(lambda") && !strstr(type, "(anonymous") &&
         !strstr(type, "(unnamed") && !strstr(type, "type-parameter-");
}

int cl_capture_spelled(const cl_lambda *l, const cl_capture *c) {
  const char *type = c->canonical_type ? c->canonical_type : c->type;
  return c->kind == CL_CAP_COPY && !l->dependent && spellable_type(type) && l->lowering &&
         c->type_decl_end <= l->lowering->decl_offset;
}

int cl_wrapper_plain(const cl_lambda *l) {
  const cl_function *fn = l->enclosing;
  if (!l->extended || !l->lowering || !fn || fn->tparams.len || l->lowering->self_class)
    return 0;
  for (size_t i = 0; i < fn->nclasses; i++)
    if (fn->classes[i].tparams.len)
      return 0;
  for (size_t i = 0; i < l->ncaptures; i++)
    if (!cl_capture_spelled(l, &l->captures[i]))
      return 0;
  for (size_t i = 0; i < l->lowering->ncarried; i++)
    if (l->lowering->carried[i].kind == CL_CARRY_ALIAS_ARG)
      return 0;
  return 1;
}

/* The lambda of `m` whose closure clang spells "(lambda at WHERE)". */
static const cl_lambda *lambda_spelled_at(const cl_model *m, const char *where, size_t len) {
  for (size_t i = 0; i < m->nlambdas; i++) {
    const cl_loc *b = &m->lambdas[i]->begin;
    char buf[64];
    int n = snprintf(buf, sizeof buf, ":%u:%u", b->line, b->col);
    size_t flen = strlen(b->file);
    if (n > 0 && len == flen + (size_t)n && !memcmp(where, b->file, flen) &&
        !memcmp(where + flen, buf, (size_t)n))
      return m->lambdas[i];
  }
  return NULL;
}

static const char lambda_open[] = "(lambda at ";

const char *cl_launch_identity(cl_arena *a, const cl_identities *ids, const cl_model *m,
                               const char *kernel) {
  cl_buf b = {0};
  const char *p = kernel, *q, *close;
  while ((q = strstr(p, lambda_open)) && (close = strchr(q, ')'))) {
    cl_buf_append(&b, p, (size_t)(q - p));
    const char *where = q + strlen(lambda_open);
    const cl_lambda *l = lambda_spelled_at(m, where, (size_t)(close - where));
    const char *id = l ? cl_lambda_identity(ids, l) : NULL;
    if (id)
      cl_buf_printf(&b, "(extended lambda %s)", id);
    else
      cl_buf_append(&b, q, (size_t)(close + 1 - q));
    p = close + 1;
  }
  cl_buf_puts(&b, p);
  const char *s = cl_strdup(a, cl_buf_str(&b));
  cl_buf_free(&b);
  return s;
}

size_t cl_host_only_launches(cl_arena *a, const cl_identities *ids, size_t **out) {
  const cl_model *host = ids->host, *dev = host->device;
  *out = cl_alloc(a, (host->nlaunches + 1) * sizeof **out);
  if (!dev)
    return 0;
  const char **dev_ids = cl_alloc(a, (dev->nlaunches + 1) * sizeof *dev_ids);
  for (size_t j = 0; j < dev->nlaunches; j++)
    dev_ids[j] = cl_launch_identity(a, ids, dev, dev->launches[j].kernel);
  size_t n = 0;
  for (size_t i = 0; i < host->nlaunches; i++) {
    const char *id = cl_launch_identity(a, ids, host, host->launches[i].kernel);
    int seen = 0;
    for (size_t j = 0; j < dev->nlaunches && !seen; j++)
      seen = !strcmp(id, dev_ids[j]);
    if (!seen)
      (*out)[n++] = i;
  }
  return n;
}

const char *cl_device_instantiation(cl_arena *a, const cl_identities *ids, const cl_launch *k,
                                    const cl_lambda **last, const char **why) {
  *last = NULL;
  if (!k->qualified) {
    *why = "the kernel template is a class member or in an unnamed namespace";
    return NULL;
  }
  if (!k->args) {
    *why = "a template argument is not a type";
    return NULL;
  }
  cl_buf b = {0};
  const char *p = k->args, *q, *close;
  *why = NULL;
  while (!*why && (q = strstr(p, lambda_open)) && (close = strchr(q, ')'))) {
    cl_buf_append(&b, p, (size_t)(q - p));
    const char *where = q + strlen(lambda_open);
    const cl_lambda *l = lambda_spelled_at(ids->host, where, (size_t)(close - where));
    const char *id = l ? cl_lambda_identity(ids, l) : NULL;
    if (!id || !cl_wrapper_plain(l))
      *why = "a closure type in its arguments is not a plain class once lowered (it is in a "
             "template or a member function, or captures what cannot be spelled there)";
    else if (k->declared.file && !strcmp(k->declared.file, l->begin.file) &&
             k->declared.offset > l->lowering->decl_offset)
      *why = "the kernel template is declared after the function around the lambda";
    else
      cl_buf_puts(&b, cl_wrapper_name(a, id));
    if (l && (!*last || l->begin.offset > (*last)->begin.offset))
      *last = l;
    p = close + 1;
  }
  cl_buf_puts(&b, p);
  if (!*why && !*last)
    *why = "no extended lambda's closure type is among its arguments";
  if (!*why && !spellable_type(cl_buf_str(&b)))
    *why = "a template argument cannot be spelled at namespace scope";
  const char *s = *why ? NULL : cl_printf(a, "%s<%s>", k->qualified, cl_buf_str(&b));
  cl_buf_free(&b);
  return s;
}

const char *cl_source_line(const cl_model *m, const cl_loc *loc) {
  if (!loc->file)
    return NULL;
  for (size_t i = 0; i < m->nsources; i++) {
    const cl_source *src = &m->sources[i];
    if (strcmp(src->name, loc->file) != 0 || loc->offset > src->size)
      continue;
    size_t b = loc->offset, e = loc->offset;
    while (b > 0 && src->text[b - 1] != '\n')
      b--;
    while (e < src->size && src->text[e] != '\n' && src->text[e] != '\r')
      e++;
    return cl_strndup(m->arena, src->text + b, e - b);
  }
  return NULL;
}

const cl_source *cl_model_source(const cl_model *m, const char *name) {
  for (size_t i = 0; m && name && i < m->nsources; i++)
    if (!strcmp(m->sources[i].name, name))
      return &m->sources[i];
  return NULL;
}

/* Words that are part of a type, never a parameter's name. */
static int type_word(const char *w, size_t n) {
  static const char *const words[] = {"const", "volatile", "unsigned", "signed", "short",
                                      "long", "int", "char", "bool", "float", "double",
                                      "void", "auto"};
  for (size_t i = 0; i < sizeof words / sizeof *words; i++)
    if (strlen(words[i]) == n && !strncmp(w, words[i], n))
      return 1;
  return 0;
}

/* Guide 5.3.7.3: the return type is preserved when a trailing return type
 * is written and names none of the parameters.  A parameter's name is the
 * word that ends it (before any default), unless that word belongs to the
 * type (`int`, `const T &`: an unnamed parameter). */
int cl_preserved_return(const cl_lambda *l) {
  if (!l->trailing_return || l->space != CL_SPACE_DEVICE || !l->lowering)
    return 0;
  const char *params = l->lowering->params;
  int depth = 0, in_default = 0, words = 0;
  const char *name = NULL, *last = NULL;
  size_t len = 0;
  for (const char *s = params;; s++) {
    if (!*s || (depth == 0 && *s == ',')) {
      int named = name && words > 1 && !type_word(name, len) && last == name + len - 1;
      if (named && cl_mentions_word(l->trailing_return_type, name, len))
        return 0;
      if (!*s)
        return 1;
      name = last = NULL;
      in_default = words = 0;
      continue;
    }
    if (*s == '(' || *s == '<' || *s == '[')
      depth++;
    else if (*s == ')' || *s == '>' || *s == ']')
      depth--;
    else if (depth == 0 && *s == '=')
      in_default = 1;
    if (in_default || *s == ' ' || *s == '\t')
      continue;
    last = s; /* the parameter's last non-blank character so far */
    if (depth == 0 && cl_ident_char(*s) && (s == params || !cl_ident_char(s[-1]))) {
      name = s;
      words++;
      for (len = 0; cl_ident_char(s[len]); len++) {}
    }
  }
}


void cl_model_defer_foreign(cl_model *m) {
  cl_message *later = cl_alloc(m->arena, (m->ndeferred + m->nmessages + 1) * sizeof *later);
  if (m->ndeferred)
    memcpy(later, m->deferred, m->ndeferred * sizeof *later);
  size_t kept = 0;
  for (size_t i = 0; i < m->nmessages; i++) {
    if (m->messages[i].severity == CL_ERROR && m->messages[i].foreign) {
      later[m->ndeferred++] = m->messages[i];
      m->errors--;
    } else {
      m->messages[kept++] = m->messages[i];
    }
  }
  m->deferred = later;
  m->nmessages = kept;
}
