/* quiet.c - the user's headers that the walk can leave out.
 *
 * A project's own headers are the user's code: their lambdas are found,
 * checked and lowered.  Most of them hold none (Kokkos' core headers,
 * AMReX's, cudax's), yet a full walk visits every declaration and every
 * statement in them, from a precompiled header as much as from a parse,
 * and a header's architecture-dependent code can start the device-side
 * parse.  The drop-in (fe_config.walk_lambda_headers) asks the walk to
 * enter only the headers whose text can make an extended lambda:
 *
 *  - a '[' that can open an extended lambda (archcode.c's test: not a
 *    subscript, an array declarator or an attribute, and not a lambda
 *    whose captures and parameters lead straight to its body);
 *  - the name of a macro one of whose definitions does, or names such a
 *    macro (`KOKKOS_LAMBDA`; `[=] AMREX_GPU_DEVICE` is the first case
 *    already).  Every definition the walk meets counts, the library's
 *    too (Kokkos installed as a system library).  A precompiled header
 *    of library headers hides its definitions from the walk, but it
 *    holds only the toolkit's, the C++ library's and CCCL's headers
 *    (pch.c), which define no such macro;
 *  - `__nv_is_extended_` (nvcc's trait builtins).
 *
 * The other headers ("quiet") are read like the library's: the walk
 * visits their namespaces and classes only to note __device__ and
 * __global__ functions (the C library rules, the device runtime), enters
 * no function body, and their architecture-dependent code is harmless
 * unless it includes, launches or makes a lambda (archcode.c).  The main
 * file is always walked.  The test reads text only, so a file gets the
 * same answer in both passes, with or without a precompiled header. */
#include <string.h>

#include "fe_internal.h"

/* A macro name and what is known of it. */
typedef struct qt_name {
  const char *name;
  size_t len;
  fe_macro *last;   /* its last definition; earlier ones through fe_macro.earlier */
  int state;        /* 0 not asked, 1 being asked, 2 makes a lambda, 3 does not */
} qt_name;

/* A file that holds definitions, and its text. */
typedef struct qt_text {
  CXFile file;
  const char *text;
  size_t size;
} qt_text;

typedef struct fe_quiet {
  qt_name *slots;   /* open addressing by name */
  size_t cap, len;
  cl_vec texts;     /* qt_text*: clang finds a file's text by a search of every
                       file of the unit, so each is asked once */
} fe_quiet;

static const char *text_of(fe_ctx *c, CXFile f, size_t *size) {
  cl_vec *v = &c->quiet->texts;
  for (size_t i = v->len; i-- > 0;) {
    const qt_text *t = v->items[i];
    if (t->file == f) {
      *size = t->size;
      return t->text;
    }
  }
  qt_text *t = cl_alloc(c->arena, sizeof *t);
  t->file = f;
  t->text = fe_file_text(c, f, &t->size);
  cl_vec_push(v, t);
  *size = t->size;
  return t->text;
}

static size_t name_slot(const fe_quiet *q, const char *t, size_t n) {
  size_t i = (size_t)cl_hash_bytes(CL_HASH_SEED, t, n) & (q->cap - 1);
  while (q->slots[i].name && (q->slots[i].len != n || memcmp(q->slots[i].name, t, n)))
    i = (i + 1) & (q->cap - 1);
  return i;
}

static qt_name *find_name(const fe_quiet *q, const char *t, size_t n) {
  if (!q->cap)
    return NULL;
  qt_name *s = &q->slots[name_slot(q, t, n)];
  return s->name ? s : NULL;
}

static void add_definition(fe_ctx *c, fe_quiet *q, fe_macro *m) {
  if (2 * (q->len + 1) > q->cap) {
    size_t cap = q->cap ? 2 * q->cap : 1024;
    qt_name *old = q->slots;
    size_t old_cap = q->cap;
    q->slots = cl_alloc(c->arena, cap * sizeof *q->slots);
    q->cap = cap;
    for (size_t i = 0; i < old_cap; i++)
      if (old[i].name)
        q->slots[name_slot(q, old[i].name, old[i].len)] = old[i];
  }
  size_t n = strlen(m->name);
  qt_name *s = &q->slots[name_slot(q, m->name, n)];
  if (!s->name) {
    *s = (qt_name){m->name, n, NULL, 0};
    q->len++;
  }
  m->earlier = s->last;
  s->last = m;
}

static int text_makes_lambda(fe_ctx *c, const char *t, size_t b, size_t e);

/* Does one of the definitions of `n` make (or name a macro that makes) a
 * lambda that may be extended?  A macro met again while it is being asked
 * (a definition that names itself) adds nothing. */
static int macro_makes_lambda(fe_ctx *c, qt_name *n) {
  if (n->state)
    return n->state == 2;
  n->state = 1;
  int yes = 0;
  for (fe_macro *m = n->last; m && !yes; m = m->earlier) {
    CXFile f;
    unsigned off;
    clang_getFileLocation(clang_getCursorLocation(m->def), &f, NULL, NULL, &off);
    size_t size = 0;
    const char *t = f ? text_of(c, f, &size) : NULL;
    if (t && off < size) {
      size_t body = fe_ident_end(t, size, off);
      if (body < size && t[body] == '(')
        body = fe_closing(t, body, size);
      yes = text_makes_lambda(c, t, body, fe_line_end(t, size, body));
      continue;
    }
    /* Built in, or from the command line: the definition's tokens after
     * its name. */
    CXToken *toks;
    unsigned ntoks;
    clang_tokenize(c->tu, clang_getCursorExtent(m->def), &toks, &ntoks);
    cl_buf text = {0};
    for (unsigned i = 1; i < ntoks; i++) {
      CXString s = clang_getTokenSpelling(c->tu, toks[i]);
      cl_buf_printf(&text, "%s ", clang_getCString(s));
      clang_disposeString(s);
    }
    clang_disposeTokens(c->tu, toks, ntoks);
    const char *joined = cl_strdup(c->arena, cl_buf_str(&text));
    cl_buf_free(&text);
    yes = text_makes_lambda(c, joined, 0, strlen(joined));
  }
  n->state = yes ? 2 : 3;
  return yes;
}

/* Does t[b, e) hold what can make an extended lambda (see the top)? */
static int text_makes_lambda(fe_ctx *c, const char *t, size_t b, size_t e) {
  static const char trait[] = "__nv_is_extended_";
  char prev = 0; /* the last significant character; 'a' after a name */
  for (size_t i = b; i < e;) {
    size_t k = fe_skip_noise(t, e, i);
    if (k != i) {
      prev = t[i] == '"' || t[i] == '\'' ? '"' : prev;
      i = k;
      continue;
    }
    char ch = t[i];
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\\') {
      i++;
      continue;
    }
    if (cl_ident_char(ch)) {
      size_t we = fe_ident_end(t, e, i);
      if (!(ch >= '0' && ch <= '9')) {
        if (we - i >= sizeof trait - 1 && !memcmp(t + i, trait, sizeof trait - 1))
          return 1;
        qt_name *n = find_name(c->quiet, t + i, we - i);
        if (n && macro_makes_lambda(c, n))
          return 1;
      }
      prev = fe_expression_keyword(t, i, we) ? '(' : 'a';
      i = we;
      continue;
    }
    if (ch == '[') {
      if (i + 1 < e && t[i + 1] == '[') { /* an attribute */
        prev = '[';
        i += 2;
        continue;
      }
      /* After a name, a ')', a ']' or a literal it subscripts or declares
       * an array. */
      if (prev != 'a' && prev != ')' && prev != ']' && prev != '"' && fe_maybe_extended(t, i, e))
        return 1;
    }
    prev = ch;
    i++;
  }
  return 0;
}

/* The macro definitions the parse saw, by name.  Made at the walk's first
 * declaration (clang visits the preprocessing record first), or when
 * tokens.c first asks for a definition by name. */
static void know_macros(fe_ctx *c) {
  c->quiet = cl_alloc(c->arena, sizeof *c->quiet);
  for (size_t i = 0; i < c->macros.len; i++)
    add_definition(c, c->quiet, c->macros.items[i]);
}

fe_macro *fe_macro_last(fe_ctx *c, const char *name) {
  if (!c->quiet)
    know_macros(c);
  qt_name *n = find_name(c->quiet, name, strlen(name));
  return n ? n->last : NULL;
}

int fe_text_makes_lambda(fe_ctx *c, CXFile file, const char *text, size_t size) {
  if (fe_same_file(file, c->main_file) || !text)
    return 1;
  if (!c->quiet)
    know_macros(c);
  return text_makes_lambda(c, text, 0, size);
}

int fe_walks_text(fe_ctx *c, CXFile file, const char *text, size_t size) {
  return c->walk_every_file || fe_text_makes_lambda(c, file, text, size);
}

int fe_walks_file(fe_ctx *c, fe_file *f) {
  if (!f->quiet)
    f->quiet = fe_walks_text(c, f->file, f->text, f->size) ? 2 : 1;
  return f->quiet == 2;
}

void fe_forget_quiet(fe_ctx *c) {
  if (c->quiet)
    cl_vec_free(&c->quiet->texts);
}
