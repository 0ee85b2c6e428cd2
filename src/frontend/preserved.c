/* preserved.c - host code that asks a __device__ lambda about itself.
 * nvcc's host compiler sees an extended __device__ lambda as a class whose
 * call operator host code may name: `decltype(l(0))`, `invoke_result_t`,
 * `std::is_invocable_v<F, int, int>`, SFINAE on a call, a requires-
 * expression all find it callable with its own parameters (the lowered
 * wrapper answers the same).  For clang the call operator is device-only,
 * so every such question answers "not callable": a capturing lambda's
 * result type is missing, and a dispatch on is_invocable picks the other
 * branch, whose kernel then fails to compile.
 *
 * When the first parse's errors name an extended __device__ lambda, the
 * file is parsed again with every such lambda respelled, offsets kept:
 * `__device__` becomes FE_PRESERVED_WORD (a macro that makes the operator
 * callable from both sides for clang, with a marker that fe_annotations
 * reads back as device-only), and the body's '{' becomes FE_BODY_WORD (a
 * macro that opens the body with a mention of a __device__ function).
 * Host code that really runs the body (a call, std::invoke, a host
 * template that calls it) makes clang report that mention, with the chain
 * of callers: that is nvcc's "calling a __device__ function from a
 * __host__ function" error, and it becomes this file's message at the
 * user's call.  Questions in unevaluated operands draw nothing, as under
 * nvcc.  parse.c keeps the second parse when it has no more errors. */
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

/* The extended __device__ lambda a "(lambda at FILE:LINE:COL)" names at
 * `at` (just past the opening words), or NULL. */
static cl_lambda *lambda_named_at(fe_ctx *c, const char *at) {
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

static int names_device_lambda(fe_ctx *c, const char *text) {
  static const char key[] = "(lambda at ";
  for (const char *p = strstr(text, key); p; p = strstr(p + 1, key))
    if (lambda_named_at(c, p + strlen(key)))
      return 1;
  return 0;
}

/* Does error `d`, or one of its notes, name an extended __device__ lambda
 * (`no matching function for call to object of type '(lambda at ...)'`,
 * `candidate template ignored: substitution failure [with F = (lambda at
 * ...)]`)? */
static int error_names_device_lambda(fe_ctx *c, CXDiagnostic d) {
  if (names_device_lambda(c, fe_cx_string(c, clang_getDiagnosticSpelling(d))))
    return 1;
  CXDiagnosticSet notes = clang_getChildDiagnostics(d);
  unsigned n = notes ? clang_getNumDiagnosticsInSet(notes) : 0;
  int found = 0;
  for (unsigned i = 0; i < n && !found; i++) {
    CXDiagnostic note = clang_getDiagnosticInSet(notes, i);
    found = names_device_lambda(c, fe_cx_string(c, clang_getDiagnosticSpelling(note)));
    clang_disposeDiagnostic(note);
  }
  return found;
}

/* A user file's text: from the walk's list while the parse runs, from
 * the model once it is done. */
static const cl_source *source_of(const fe_ctx *c, const char *name) {
  for (size_t i = 0; i < c->sources.len; i++)
    if (!strcmp(((const cl_source *)c->sources.items[i])->name, name))
      return c->sources.items[i];
  return cl_model_source(c->model, name);
}

/* Does `text` use FE_BODY_WORD's character in its code (an identifier
 * with '$'), outside comments and string and character literals?  A raw
 * string literal counts as code (rare; the answer stays safe). */
static int body_word_in_code(const char *text, size_t size) {
  for (size_t i = 0; i < size; i++) {
    char ch = text[i];
    if (ch == FE_BODY_WORD[0])
      return 1;
    if (ch == '/' && i + 1 < size && text[i + 1] == '/') {
      while (i < size && text[i] != '\n')
        i++;
    } else if (ch == '/' && i + 1 < size && text[i + 1] == '*') {
      for (i += 2; i + 1 < size && !(text[i] == '*' && text[i + 1] == '/'); i++)
        ;
      i++;
    } else if ((ch == '"' || ch == '\'') && !(i > 0 && text[i - 1] == 'R')) {
      for (i++; i < size && text[i] != ch && text[i] != '\n'; i++)
        if (text[i] == '\\')
          i++;
    }
  }
  return 0;
}

/* `l` as a second parse can respell it: one `__device__`, spelled in the
 * user's file (not by a macro), and a body whose '{' is spelled there
 * too; the file's code must not use FE_BODY_WORD's character itself. */
static int respellable(const fe_ctx *c, const cl_lambda *l, fe_respelling *out) {
  const cl_source *src = source_of(c, l->begin.file);
  if (!src || l->annotation_from_macro || l->nannotations != 1 ||
      body_word_in_code(src->text, src->size))
    return 0;
  const cl_span *w = &l->annotations[0];
  if (w->length != strlen("__device__") || w->offset + w->length > src->size ||
      strncmp(src->text + w->offset, "__device__", w->length) ||
      l->body_offset >= src->size || src->text[l->body_offset] != '{' ||
      l->body_offset < w->offset)
    return 0;
  *out = (fe_respelling){l->begin.file, *w, l->body_offset};
  return 1;
}

void fe_preserved_retry(fe_ctx *c, cl_vec *out) {
  unsigned n = clang_getNumDiagnostics(c->tu);
  int named = 0;
  for (unsigned i = 0; i < n && !named; i++) {
    CXDiagnostic d = clang_getDiagnostic(c->tu, i);
    named = clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error &&
            error_names_device_lambda(c, d);
    clang_disposeDiagnostic(d);
  }
  if (!named)
    return;
  /* Every one, not only those named: a question about one lambda (is it
   * invocable?) can make an error that names another. */
  for (size_t i = 0; i < c->model->nlambdas; i++) {
    const cl_lambda *l = c->model->lambdas[i];
    fe_respelling r;
    if (l->extended && l->space == CL_SPACE_DEVICE && respellable(c, l, &r)) {
      fe_respelling *copy = cl_alloc(c->arena, sizeof *copy);
      *copy = r;
      cl_vec_push(out, copy);
    }
  }
}

/* ---- the second parse ---- */

/* The caller a "called by 'NAME'" note names: arena copy, or NULL. */
static const char *called_by(fe_ctx *c, const char *text) {
  static const char key[] = "called by '";
  if (!cl_starts_with(text, key))
    return NULL;
  const char *name = text + strlen(key);
  const char *end = strrchr(name, '\'');
  return cl_strndup(c->arena, name, end ? (size_t)(end - name) : strlen(name));
}

int fe_host_call_message(fe_ctx *c, CXDiagnostic d, cl_message *m) {
  if (!c->respelled || !cl_starts_with(m->text, "reference to __device__ function '" FE_HOST_CALL_MARK "'"))
    return 0;
  /* The lambda: the mention stands where its body opens. */
  unsigned line = 0;
  clang_getExpansionLocation(clang_getDiagnosticLocation(d), NULL, &line, NULL, NULL);
  /* The call: the first caller in a file of the user's (a library
   * template that calls it, std::invoke, is the user's call further out). */
  CXDiagnosticSet notes = clang_getChildDiagnostics(d);
  unsigned n = notes ? clang_getNumDiagnosticsInSet(notes) : 0;
  const char *caller = NULL, *innermost = NULL;
  for (unsigned i = 0; i < n && !caller; i++) {
    CXDiagnostic note = clang_getDiagnosticInSet(notes, i);
    const char *who = called_by(c, fe_cx_string(c, clang_getDiagnosticSpelling(note)));
    if (!innermost)
      innermost = who;
    CXSourceLocation at = clang_getDiagnosticLocation(note);
    fe_file *f;
    cl_loc loc;
    if (who && !clang_Location_isInSystemHeader(at) && fe_location(c, at, &f, &loc)) {
      caller = who;
      CXFile file;
      clang_getFileLocation(at, &file, NULL, NULL, NULL);
      size_t size = 0;
      const char *text = fe_file_contents(c, file, &size);
      /* clang places a call through a closure at its '(': the
       * closure's name is where the user reads the call. */
      while (text && loc.offset > 0 && loc.offset < size && loc.col > 1 &&
             (text[loc.offset] == '(' || cl_ident_char(text[loc.offset])) &&
             cl_ident_char(text[loc.offset - 1])) {
        loc.offset--;
        loc.col--;
      }
      m->loc = loc;
      m->loc.file = fe_same_file(file, c->main_file) ? c->model->file : loc.file;
      size_t b = loc.offset, e = loc.offset;
      while (text && b > 0 && text[b - 1] != '\n')
        b--;
      while (text && e < size && text[e] != '\n' && text[e] != '\r')
        e++;
      m->source_line = text ? cl_strndup(c->arena, text + b, e - b) : NULL;
    }
    clang_disposeDiagnostic(note);
  }
  m->option = NULL;
  m->text = caller ? cl_printf(c->arena,
                               "calling the __device__ lambda of line %u from host function "
                               "'%s': it runs on the device only",
                               line, caller)
                   : cl_printf(c->arena,
                               "the __device__ lambda of line %u is called from host code: it "
                               "runs on the device only",
                               line);
  /* nvcc checks the calls of non-template host functions only: a call
   * made inside a template's instantiation (std::invoke, std::for_each
   * with an execution policy, the user's own template) builds under
   * nvcc.  A defect all the same, but no rule of the guide's: a warning,
   * in --check and the drop-in alike. */
  if (innermost && strchr(innermost, '<')) {
    m->severity = CL_WARNING;
    int same = caller && !strcmp(caller, innermost);
    m->text = cl_printf(c->arena, "%s (nvcc builds it: it does not check the calls made in a "
                                  "template's instantiation%s%s%s)", m->text,
                        same ? "" : ", here '", same ? "" : innermost, same ? "" : "'");
  }
  return 1;
}

/* Is `msg` clang's deferred error for a __device__ function or variable
 * named in a __host__ __device__ body? */
static int wrong_side_reference(const cl_message *msg) {
  return msg->severity == CL_ERROR && cl_starts_with(msg->text, "reference to __device__ ") &&
         strstr(msg->text, "in __host__ __device__ function");
}

void fe_drop_respelled_wrong_side(fe_ctx *c) {
  cl_model *m = c->model;
  if (!c->respelled)
    return;
  size_t kept = 0;
  for (size_t i = 0; i < m->nmessages; i++) {
    cl_message *msg = &m->messages[i];
    int drop = 0;
    for (size_t k = 0; k < m->nlambdas && wrong_side_reference(msg) && !drop; k++) {
      const cl_lambda *l = m->lambdas[k];
      const cl_source *src = msg->loc.file ? source_of(c, l->begin.file) : NULL;
      drop = src && !strcmp(l->begin.file, msg->loc.file) && l->body_offset < src->size &&
             src->text[l->body_offset] == FE_BODY_WORD[0] && msg->loc.offset > l->body_offset &&
             msg->loc.offset < l->end_offset;
    }
    if (drop) {
      m->errors--;
      continue;
    }
    m->messages[kept++] = *msg;
  }
  m->nmessages = kept;
}
