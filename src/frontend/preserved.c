/* preserved.c - host code that asks a __device__ lambda for its result
 * type.  nvcc lets host code name the call of an extended __device__
 * lambda in an unevaluated operand (`decltype(l(0))`, `invoke_result_t`):
 * guide 5.3.7.x calls it the preserved return type.  For clang the call
 * operator is device-only, so the host call is not viable even there; a
 * capturing lambda (no conversion to a function pointer to fall back on)
 * then fails the host parse.
 *
 * When that is what went wrong, the file is parsed again with those
 * lambdas' `__device__` spelled FE_PRESERVED_WORD (the same length, so
 * every offset stays): a macro of the prelude that makes the operator
 * callable from both sides for clang and carries a marker that
 * fe_annotations reads back as device-only; the main file's or a project
 * header's, wherever the lambda is.  Only lambdas whose own text drew no
 * message are respelled.  A call that host code really evaluates
 * stays an error, as in nvcc: the second parse cannot see it, so the
 * first parse's message is carried over (parse.c). */
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

/* The identifiers before '(' that make its operand unevaluated. */
static const char *const unevaluated_words[] = {
    "decltype", "sizeof", "alignof", "noexcept", "typeid", "__typeof__", "typeof",
};

static int names_unevaluated_operator(const char *text, size_t paren) {
  size_t e = paren;
  while (e > 0 && (text[e - 1] == ' ' || text[e - 1] == '\t' || text[e - 1] == '\n'))
    e--;
  size_t b = e;
  while (b > 0 && cl_ident_char(text[b - 1]))
    b--;
  for (size_t i = 0; i < sizeof unevaluated_words / sizeof *unevaluated_words; i++)
    if (e - b == strlen(unevaluated_words[i]) &&
        !strncmp(text + b, unevaluated_words[i], e - b))
      return 1;
  return 0;
}

/* Is `offset` inside the parentheses of decltype, sizeof and the like?
 * Reads backwards over balanced brackets to the statement's start. */
static int in_unevaluated_operand(const char *text, size_t offset) {
  int depth = 0;
  for (size_t i = offset; i > 0; i--) {
    char ch = text[i - 1];
    if (ch == ')' || ch == ']') {
      depth++;
    } else if (ch == '(' || ch == '[') {
      if (depth > 0)
        depth--;
      else if (ch == '(' && names_unevaluated_operator(text, i - 1))
        return 1;
    } else if (depth == 0 && (ch == ';' || ch == '{' || ch == '}')) {
      return 0;
    }
  }
  return 0;
}

/* The lambda a message names as "(lambda at FILE:LINE:COL)", if it is an
 * extended __device__ lambda of a user file. */
static cl_lambda *named_device_lambda(fe_ctx *c, const char *text) {
  const char *at = strstr(text, "(lambda at ");
  if (!at)
    return NULL;
  at += strlen("(lambda at ");
  const char *close = strchr(at, ')');
  if (!close)
    return NULL;
  const char *colon2 = close;
  while (colon2 > at && colon2[-1] != ':')
    colon2--;
  const char *colon1 = colon2 > at ? colon2 - 1 : at;
  while (colon1 > at && colon1[-1] != ':')
    colon1--;
  if (colon1 <= at || colon2 <= colon1)
    return NULL;
  size_t path_len = (size_t)(colon1 - 1 - at);
  unsigned line = (unsigned)strtoul(colon1, NULL, 10);
  unsigned col = (unsigned)strtoul(colon2, NULL, 10);
  const cl_model *m = c->model;
  for (size_t i = 0; i < m->nlambdas; i++) {
    cl_lambda *l = m->lambdas[i];
    if (l->begin.line == line && l->begin.col == col && l->extended &&
        l->space == CL_SPACE_DEVICE && strlen(l->begin.file) == path_len &&
        !strncmp(l->begin.file, at, path_len))
      return l;
  }
  return NULL;
}

/* The one `__device__` the file spells on `l`, or NULL. */
static const cl_span *device_word(const fe_ctx *c, const cl_lambda *l) {
  const cl_source *src = NULL;
  for (size_t i = 0; i < c->model->nsources && !src; i++)
    if (!strcmp(c->model->sources[i].name, l->begin.file))
      src = &c->model->sources[i];
  if (!src || l->annotation_from_macro || l->nannotations != 1)
    return NULL;
  const cl_span *w = &l->annotations[0];
  if (w->length != strlen("__device__") || w->offset + w->length > src->size ||
      strncmp(src->text + w->offset, "__device__", w->length))
    return NULL;
  return w;
}

static int message_inside(fe_ctx *c, CXDiagnostic d, const cl_lambda *l) {
  fe_file *f;
  cl_loc at;
  return fe_location(c, clang_getDiagnosticLocation(d), &f, &at) &&
         !strcmp(f->name, l->begin.file) && at.offset >= l->begin.offset &&
         at.offset < l->end_offset;
}

/* What clang's refusal `d` of a host call of a __device__ lambda is. */
typedef enum refusal {
  REFUSAL_UNEVALUATED, /* the host only asks for the result type */
  REFUSAL_CALL,        /* the main file calls it from host code: an error */
  REFUSAL_OTHER,       /* an evaluated call elsewhere (a template in a header) */
} refusal;

static refusal classify_refusal(fe_ctx *c, CXDiagnostic d, const char *text,
                                unsigned *offset) {
  if (!cl_starts_with(text, "no matching function for call to object of type"))
    return REFUSAL_UNEVALUATED; /* a trait without its member, further down */
  CXFile f;
  clang_getSpellingLocation(clang_getDiagnosticLocation(d), &f, NULL, NULL, offset);
  size_t size = 0;
  const char *file_text = f ? clang_getFileContents(c->tu, f, &size) : NULL;
  if (file_text && *offset <= size && in_unevaluated_operand(file_text, *offset))
    return REFUSAL_UNEVALUATED;
  return f && clang_File_isEqual(f, c->main_file) ? REFUSAL_CALL : REFUSAL_OTHER;
}

size_t fe_preserved_retry(fe_ctx *c, fe_respelling *out, size_t cap, unsigned *calls,
                          size_t *ncalls) {
  unsigned n = clang_getNumDiagnostics(c->tu);
  cl_lambda **hit = cl_xcalloc(cap ? cap : 1, sizeof *hit);
  size_t nhit = 0;
  int refuse = 0;
  *ncalls = 0;
  for (unsigned i = 0; i < n && !refuse; i++) {
    CXDiagnostic d = clang_getDiagnostic(c->tu, i);
    if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
      const char *text = fe_cx_string(c, clang_getDiagnosticSpelling(d));
      /* `l.operator()(2)` from host code: an error the second parse would
       * lose, and its message does not say which lambda. */
      if (cl_starts_with(text, "reference to __device__ function"))
        refuse = 1;
      cl_lambda *l = named_device_lambda(c, text);
      unsigned offset = 0;
      refusal r = l ? classify_refusal(c, d, text, &offset) : REFUSAL_UNEVALUATED;
      if (r == REFUSAL_OTHER || (r == REFUSAL_CALL && *ncalls == cap))
        refuse = 1;
      else if (r == REFUSAL_CALL)
        calls[(*ncalls)++] = offset;
      int known = 0;
      for (size_t k = 0; k < nhit; k++)
        known |= hit[k] == l;
      if (l && !known && nhit < cap)
        hit[nhit++] = l;
    }
    clang_disposeDiagnostic(d);
  }
  /* A lambda whose own text drew a message keeps clang's device-only
   * view of its body: the respelling would hide those messages. */
  for (unsigned i = 0; i < n && !refuse; i++) {
    CXDiagnostic d = clang_getDiagnostic(c->tu, i);
    for (size_t k = 0; k < nhit; k++)
      refuse |= message_inside(c, d, hit[k]);
    clang_disposeDiagnostic(d);
  }
  size_t nout = 0;
  for (size_t k = 0; k < nhit && !refuse; k++) {
    const cl_span *w = device_word(c, hit[k]);
    if (!w)
      refuse = 1;
    else
      out[nout++] = (fe_respelling){hit[k]->begin.file, *w};
  }
  free(hit);
  return refuse ? 0 : nout;
}
