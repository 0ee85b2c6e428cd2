/* calls.c - the calls in device code that the C library rules (guide
 * 5.3.6) look at.  Host-only C library functions never reach the AST:
 * clang rejects the call ("no matching function") with a note saying the
 * candidate is __host__, so they are read from that error, which cudalift
 * then replaces with its own (L1).  The rest, device printf calls, device
 * heap uses (for the device runtime, src/lower/devrt.c) and host C library
 * calls clang let through, are found in the bodies of __device__/__global__
 * functions and extended __device__ lambdas.
 * Nothing here judges; rules_decl.c does. */
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

/* A host-only call as clang reported it, located after the walk (so the
 * user's files are numbered in the order the walk meets them). */
typedef struct pending_call {
  const char *callee;
  CXSourceLocation loc;
} pending_call;

/* The C library headers whose functions the device lacks unless CUDA
 * declares them __device__ too (printf, malloc, memcpy, ... are). */
static const char *const c_library_headers[] = {
    "stdio.h", "stdlib.h", "string.h", "strings.h", "time.h", "ctype.h", "wchar.h",
};

static int in_c_library_header(CXSourceLocation loc) {
  CXFile f;
  clang_getFileLocation(loc, &f, NULL, NULL, NULL);
  if (!f || !clang_Location_isInSystemHeader(loc))
    return 0;
  CXString s = clang_getFileName(f);
  const char *path = clang_getCString(s);
  const char *base = path ? strrchr(path, '/') : NULL;
  base = base ? base + 1 : path;
  int yes = 0;
  for (size_t i = 0; base && i < sizeof c_library_headers / sizeof *c_library_headers; i++)
    yes = yes || !strcmp(base, c_library_headers[i]);
  clang_disposeString(s);
  return yes;
}

/* Is one of clang's candidate notes a host C library declaration that
 * device code cannot call? */
static int host_c_library_candidate(CXDiagnostic d) {
  CXDiagnosticSet kids = clang_getChildDiagnostics(d);
  int found = 0;
  for (unsigned i = 0; kids && i < clang_getNumDiagnosticsInSet(kids) && !found; i++) {
    CXDiagnostic k = clang_getDiagnosticInSet(kids, i);
    CXString s = clang_getDiagnosticSpelling(k);
    const char *text = clang_getCString(s);
    found = (strstr(text, "call to __host__ function from __device__ function") ||
             strstr(text, "call to __host__ function from __global__ function")) &&
            in_c_library_header(clang_getDiagnosticLocation(k));
    clang_disposeString(s);
    clang_disposeDiagnostic(k);
  }
  return found;
}

int fe_take_host_call(fe_ctx *c, CXDiagnostic d, const char *text) {
  static const char prefix[] = "no matching function for call to '";
  /* In a system header the user cannot fix the call: clang's error stays. */
  if (!cl_starts_with(text, prefix) ||
      clang_Location_isInSystemHeader(clang_getDiagnosticLocation(d)) ||
      !host_c_library_candidate(d))
    return 0;
  const char *name = text + sizeof prefix - 1;
  const char *end = strchr(name, '\'');
  pending_call *p = cl_alloc(c->arena, sizeof *p);
  p->callee = cl_strndup(c->arena, name, end ? (size_t)(end - name) : strlen(name));
  p->loc = clang_getDiagnosticLocation(d);
  cl_vec_push(&c->host_calls, p);
  return 1;
}

/* __device__ and __global__ functions (not __host__ __device__ ones:
 * whether those run on the device depends on their callers). */
void fe_note_function(fe_ctx *c, CXCursor fn) {
  unsigned a = fe_annotations(fn);
  if ((a & (CL_ANNOT_DEVICE | CL_ANNOT_GLOBAL)) && !(a & CL_ANNOT_HOST)) {
    CXCursor *copy = cl_alloc(c->arena, sizeof *copy);
    *copy = fn;
    cl_vec_push(&c->device_fns, copy);
  }
}

/* libclang evaluates a string literal only through the array-to-pointer
 * conversion around it, so the argument (or a conversion inside it, under
 * a cast) is what gets evaluated. */
static const char *string_value(fe_ctx *c, CXCursor e) {
  CXEvalResult r = clang_Cursor_Evaluate(e);
  const char *s = NULL;
  if (r && clang_EvalResult_getKind(r) == CXEval_StrLiteral)
    s = cl_strdup(c->arena, clang_EvalResult_getAsStr(r));
  if (r)
    clang_EvalResult_dispose(r);
  return s;
}

typedef struct format_search {
  fe_ctx *c;
  const char *found;
} format_search;

static enum CXChildVisitResult find_format(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  format_search *f = data;
  if (clang_getCursorKind(cur) == CXCursor_StringLiteral)
    return CXChildVisit_Break;
  f->found = string_value(f->c, cur);
  return f->found ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* The bytes of a literal format string (escapes resolved, pieces joined),
 * or NULL when the format is not a literal. */
static const char *format_of(fe_ctx *c, CXCursor arg) {
  format_search f = {.c = c, .found = string_value(c, arg)};
  if (!f.found)
    clang_visitChildren(arg, find_format, &f);
  return f.found;
}

static int is_c_printf(CXCursor call) {
  CXCursor fn = clang_getCursorReferenced(call);
  if (clang_getCursorKind(fn) != CXCursor_FunctionDecl || !clang_Cursor_isVariadic(fn))
    return 0;
  CXString s = clang_getCursorSpelling(fn);
  int yes = strcmp(clang_getCString(s), "printf") == 0;
  clang_disposeString(s);
  return yes;
}

static void add_printf(fe_ctx *c, CXCursor call) {
  cl_call k = {.callee = "printf"};
  if (!fe_location(c, clang_getCursorLocation(call), NULL, &k.loc))
    return;
  int n = clang_Cursor_getNumArguments(call);
  if (n < 1)
    return;
  k.format = format_of(c, clang_Cursor_getArgument(call, 0));
  k.nargs = (size_t)(n - 1);
  k.arg_types = cl_alloc(c->arena, (k.nargs + 1) * sizeof *k.arg_types);
  for (int i = 1; i < n; i++) {
    CXCursor arg = clang_Cursor_getArgument(call, (unsigned)i);
    CXType t = clang_getCanonicalType(clang_getCursorType(arg));
    k.arg_types[i - 1] = fe_cx_string(c, clang_getTypeSpelling(t));
  }
  cl_call *slot = cl_alloc(c->arena, sizeof *slot);
  *slot = k;
  cl_vec_push(&c->calls, slot);
}

/* The C library functions device code may call (guide 5.3.6), and the
 * integer abs family, which the CUDA math API provides on the device. */
static const char *const device_c_library[] = {
    "printf", "malloc",        "free", "memcpy", "memset", "alloca",
    "clock",  "clock64",       "__assert_fail", "__nv_aligned_device_malloc",
    "abs",    "labs",          "llabs",
};


/* Is `name` one of the n words of `list`? */
static int listed(const char *name, const char *const *list, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (!strcmp(name, list[i]))
      return 1;
  return 0;
}
/* A call clang resolved to a host C library declaration anyway: calls
 * through a using-declaration (`std::strlen`) reach the host function
 * without the "no matching function" error. */
static const char *host_c_library_callee(fe_ctx *c, CXCursor call) {
  CXCursor fn = clang_getCursorReferenced(call);
  if (clang_getCursorKind(fn) != CXCursor_FunctionDecl ||
      !in_c_library_header(clang_getCursorLocation(fn)) ||
      (fe_annotations(fn) & CL_ANNOT_DEVICE))
    return NULL;
  const char *name = fe_cx_string(c, clang_getCursorSpelling(fn));
  return listed(name, device_c_library, sizeof device_c_library / sizeof *device_c_library)
             ? NULL
             : name;
}

static void add_host_call(fe_ctx *c, CXCursor call, const char *callee) {
  cl_call *k = cl_alloc(c->arena, sizeof *k);
  k->callee = callee;
  k->host_only = 1;
  if (fe_location(c, clang_getCursorLocation(call), NULL, &k->loc))
    cl_vec_push(&c->calls, k);
}

/* The device heap's functions (guide 5.3.6.2 and cuda::std's). */
static const char *const heap_functions[] = {
    "malloc", "calloc", "aligned_alloc", "__nv_aligned_device_malloc", "free",
};

/* A call of one of them, declared by the toolkit (not a user function of
 * the same name): its name, else NULL. */
static const char *heap_callee(fe_ctx *c, CXCursor call) {
  CXCursor fn = clang_getCursorReferenced(call);
  if (clang_getCursorKind(fn) != CXCursor_FunctionDecl ||
      !clang_Location_isInSystemHeader(clang_getCursorLocation(fn)))
    return NULL;
  const char *name = fe_cx_string(c, clang_getCursorSpelling(fn));
  return listed(name, heap_functions, sizeof heap_functions / sizeof *heap_functions) ? name
                                                                                      : NULL;
}

/* Is `text` (n bytes) the expression as the file spells it: the callee's
 * name, possibly qualified, then its arguments; `new` not in placement
 * form?  A call in a macro's expansion shows the macro's name instead. */
static int spelled_here(const char *text, size_t n, const char *callee) {
  size_t k = 0;
  while (k < n && (cl_ident_char(text[k]) || text[k] == ':'))
    k++;
  size_t len = strlen(callee);
  if (k < len || strncmp(text + k - len, callee, len) ||
      (k > len && text[k - len - 1] != ':'))
    return 0;
  if (!strcmp(callee, "new"))
    return cl_ident_char(text[n - 1]) || strchr(")]}>", text[n - 1]);
  return text[n - 1] == ')';
}

/* `new (place) T` takes no memory from the heap. */
static int placement_new(const fe_file *f, unsigned offset) {
  const char *s = f->text + offset, *end = f->text + f->size;
  while (s < end && (cl_ident_char(*s) || *s == ':'))
    s++;
  while (s < end && (*s == ' ' || *s == '\t' || *s == '\n'))
    s++;
  return s < end && *s == '(';
}

static void add_heap_use(fe_ctx *c, CXCursor expr, const char *callee) {
  cl_call *k = cl_alloc(c->arena, sizeof *k);
  k->callee = callee;
  k->allocates = strcmp(callee, "free") != 0;
  fe_file *f, *g;
  cl_loc b, e;
  CXSourceRange r = clang_getCursorExtent(expr);
  if (!fe_location(c, clang_getCursorLocation(expr), &f, &k->loc) ||
      (!strcmp(callee, "new") && placement_new(f, k->loc.offset)))
    return;
  if (k->allocates && fe_location(c, clang_getRangeStart(r), &f, &b) &&
      fe_location(c, clang_getRangeEnd(r), &g, &e) && f == g && b.offset < e.offset &&
      e.offset <= f->size && spelled_here(f->text + b.offset, e.offset - b.offset, callee))
    k->extent = (cl_span){b.offset, e.offset - b.offset};
  cl_vec_push(&c->calls, k);
}

static enum CXChildVisitResult find_calls(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  fe_ctx *c = data;
  if (clang_getCursorKind(cur) == CXCursor_CXXNewExpr)
    add_heap_use(c, cur, "new");
  if (clang_getCursorKind(cur) != CXCursor_CallExpr)
    return CXChildVisit_Recurse;
  const char *host;
  if (is_c_printf(cur))
    add_printf(c, cur);
  else if ((host = heap_callee(c, cur)) != NULL)
    add_heap_use(c, cur, host);
  else if ((host = host_c_library_callee(c, cur)) != NULL)
    add_host_call(c, cur, host);
  return CXChildVisit_Recurse;
}

static int by_place(const void *pa, const void *pb) {
  const cl_call *a = *(cl_call *const *)pa, *b = *(cl_call *const *)pb;
  int f = strcmp(a->loc.file, b->loc.file);
  if (f)
    return f;
  return a->loc.offset < b->loc.offset ? -1 : a->loc.offset > b->loc.offset;
}

void fe_collect_calls(fe_ctx *c) {
  for (size_t i = 0; i < c->host_calls.len; i++) {
    pending_call *p = c->host_calls.items[i];
    cl_call *k = cl_alloc(c->arena, sizeof *k);
    k->callee = p->callee;
    k->host_only = 1;
    if (fe_location(c, p->loc, NULL, &k->loc))
      cl_vec_push(&c->calls, k);
  }
  for (size_t i = 0; i < c->device_fns.len; i++)
    clang_visitChildren(*(CXCursor *)c->device_fns.items[i], find_calls, c);
  for (size_t i = 0; i < c->lambdas.len; i++) {
    fe_lambda *l = c->lambdas.items[i];
    if (l->out->extended && l->out->space == CL_SPACE_DEVICE)
      clang_visitChildren(l->expr, find_calls, c);
  }
  cl_sort(c->calls.items, c->calls.len, sizeof *c->calls.items, by_place);
  cl_model *m = c->model;
  m->calls = cl_alloc(c->arena, (c->calls.len + 1) * sizeof *m->calls);
  for (size_t i = 0; i < c->calls.len; i++)
    m->calls[i] = *(cl_call *)c->calls.items[i];
  m->ncalls = c->calls.len;
}
