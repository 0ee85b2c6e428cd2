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

size_t cl_lambda_ordinal(const cl_model *m, const cl_lambda *l) {
  const char *key = cl_function_key(l->enclosing);
  size_t n = 0;
  for (size_t i = 0; i < l->index; i++) {
    const cl_lambda *o = m->lambdas[i];
    n += o->extended && o->enclosing && !strcmp(cl_function_key(o->enclosing), key);
  }
  return n;
}

const char *cl_wrapper_name(cl_arena *a, const char *key, size_t ordinal) {
  char tail[32];
  snprintf(tail, sizeof tail, "#%zu", ordinal);
  unsigned long long h = cl_hash_bytes(CL_HASH_SEED, key, strlen(key));
  h = cl_hash_bytes(h, tail, strlen(tail));
  return cl_printf(a, "__cudalift_L_%016llx", h);
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

