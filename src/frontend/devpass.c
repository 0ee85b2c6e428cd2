/* devpass.c - whether a file needs a second, device-side parse (code of
 * the user's that depends on __CUDA_ARCH__ could make the two passes nvcc
 * runs see different lambdas: archcode.c), and the kernel template
 * specializations each pass uses.  The check in src/check/rules_arch.c
 * compares the two models (R13, R15, K1).  Any other file costs one
 * parse. */
#include <string.h>

#include "fe_internal.h"

/* ---- during the parse: uses of __global__ template specializations ---- */

typedef struct launch_walk {
  fe_ctx *c;
  cl_launch *items;
  size_t len, cap;
} launch_walk;

/* "kernel<(lambda at f.cu:7:12), 4>": a closure type is named by its
 * position, which both passes share.  Arguments libclang cannot spell
 * (packs, templates, declarations) show as "...", and the parameter types
 * follow to tell such specializations apart. */
static const char *specialization_name(fe_ctx *c, CXCursor fn) {
  cl_buf b = {0};
  cl_buf_printf(&b, "%s<", fe_cx_string(c, clang_getCursorSpelling(fn)));
  int n = clang_Cursor_getNumTemplateArguments(fn), opaque = n < 0;
  for (int i = 0; i < n; i++) {
    cl_buf_puts(&b, i ? ", " : "");
    switch (clang_Cursor_getTemplateArgumentKind(fn, (unsigned)i)) {
    case CXTemplateArgumentKind_Type:
      cl_buf_puts(&b, fe_cx_string(c, clang_getTypeSpelling(
                                          clang_Cursor_getTemplateArgumentType(fn, (unsigned)i))));
      break;
    case CXTemplateArgumentKind_Integral:
      cl_buf_printf(&b, "%lld", clang_Cursor_getTemplateArgumentValue(fn, (unsigned)i));
      break;
    default:
      cl_buf_puts(&b, "...");
      opaque = 1;
      break;
    }
  }
  cl_buf_putc(&b, '>');
  if (opaque)
    cl_buf_printf(&b, " %s", fe_cx_string(c, clang_getCursorDisplayName(fn)));
  const char *name = cl_strdup(c->arena, cl_buf_str(&b));
  cl_buf_free(&b);
  return name;
}

/* "::ns::kernel" for a template in named namespaces, else NULL. */
static const char *qualified_name(fe_ctx *c, CXCursor tmpl) {
  const char *q = fe_cx_string(c, clang_getCursorSpelling(tmpl));
  for (CXCursor p = clang_getCursorSemanticParent(tmpl);
       clang_getCursorKind(p) != CXCursor_TranslationUnit; p = clang_getCursorSemanticParent(p)) {
    if (clang_getCursorKind(p) != CXCursor_Namespace || clang_Cursor_isAnonymous(p))
      return NULL;
    q = cl_printf(c->arena, "%s::%s", fe_cx_string(c, clang_getCursorSpelling(p)), q);
  }
  return cl_printf(c->arena, "::%s", q);
}

/* The specialization's arguments when every one is a type, else NULL. */
static const char *type_arguments(fe_ctx *c, CXCursor fn) {
  int n = clang_Cursor_getNumTemplateArguments(fn);
  if (n <= 0)
    return NULL;
  cl_buf b = {0};
  for (int i = 0; i < n; i++) {
    if (clang_Cursor_getTemplateArgumentKind(fn, (unsigned)i) != CXTemplateArgumentKind_Type) {
      cl_buf_free(&b);
      return NULL;
    }
    cl_buf_printf(&b, "%s%s", i ? ", " : "",
                  fe_cx_string(c, clang_getTypeSpelling(
                                      clang_Cursor_getTemplateArgumentType(fn, (unsigned)i))));
  }
  const char *s = cl_strdup(c->arena, cl_buf_str(&b));
  cl_buf_free(&b);
  return s;
}

static enum CXChildVisitResult visit_reference(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  launch_walk *w = data;
  /* A reference, not a call: cudaLaunchKernel((void *)kernel<T>, ...)
   * needs device code for kernel<T> as much as kernel<T><<<...>>>() does. */
  if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr)
    return CXChildVisit_Recurse;
  CXCursor fn = clang_getCursorReferenced(cur);
  cl_loc loc;
  if (clang_getCursorKind(fn) != CXCursor_FunctionDecl ||
      clang_Cursor_isNull(clang_getSpecializedCursorTemplate(fn)) ||
      !(fe_annotations(fn) & CL_ANNOT_GLOBAL) ||
      !fe_location(w->c, clang_getCursorLocation(cur), NULL, &loc))
    return CXChildVisit_Recurse;
  w->items = cl_arena_grow(w->c->arena, w->items, w->len, &w->cap, sizeof *w->items);
  w->items[w->len] = (cl_launch){.kernel = specialization_name(w->c, fn), .loc = loc};
  CXCursor tmpl = clang_getSpecializedCursorTemplate(fn);
  w->items[w->len].qualified = qualified_name(w->c, tmpl);
  w->items[w->len].args = type_arguments(w->c, fn);
  fe_location(w->c, clang_getCursorLocation(clang_getCanonicalCursor(tmpl)), NULL,
              &w->items[w->len].declared);
  w->len++;
  return CXChildVisit_Recurse;
}

static enum CXChildVisitResult visit_top_decl(CXCursor cur, CXCursor parent,
                                              CXClientData data) {
  (void)parent;
  launch_walk *w = data;
  if (fe_implicit_instantiation(cur))
    return CXChildVisit_Continue;
  CXFile f;
  CXSourceLocation at = clang_getCursorLocation(cur);
  clang_getFileLocation(at, &f, NULL, NULL, NULL);
  fe_file *ff = fe_file_at(w->c, f, &at);
  if (ff && fe_walks_file(w->c, ff))
    clang_visitChildren(cur, visit_reference, w);
  return CXChildVisit_Continue;
}

static void record_launches(fe_ctx *c) {
  if (c->launches_recorded)
    return;
  c->launches_recorded = 1;
  launch_walk w = {.c = c};
  clang_visitChildren(clang_getTranslationUnitCursor(c->tu), visit_top_decl, &w);
  c->model->launches = w.items;
  c->model->nlaunches = w.len;
}

cl_model *fe_failed_device_model(const char *path) {
  cl_arena *a = cl_arena_new();
  cl_model *d = cl_alloc(a, sizeof *d);
  d->arena = a;
  d->file = cl_strdup(a, path);
  d->messages = cl_alloc(a, sizeof *d->messages);
  d->messages[0].severity = CL_ERROR;
  d->messages[0].text = "libclang could not parse the file as device code";
  d->nmessages = 1;
  d->errors = d->setup_errors = 1;
  return d;
}

/* Does the user's code name a __global__ template specialization? */
static int names_kernels(fe_ctx *c) {
  record_launches(c);
  return c->model->nlaunches > 0;
}

/* ---- after the parse: can a closure reach device code at all? ---- */

static enum CXChildVisitResult find_kernel_template(CXCursor cur, CXCursor parent,
                                                    CXClientData data) {
  (void)parent;
  switch (clang_getCursorKind(cur)) {
  case CXCursor_Namespace:
  case CXCursor_LinkageSpec:
    return CXChildVisit_Recurse;
  case CXCursor_FunctionTemplate:
    if (fe_annotations(cur) & CL_ANNOT_GLOBAL) {
      *(int *)data = 1;
      return CXChildVisit_Break;
    }
    return CXChildVisit_Continue;
  default:
    return CXChildVisit_Continue;
  }
}

/* A closure made by host code runs on the device only as an argument of
 * a kernel, and a kernel can take a closure type only as a template
 * argument (a __global__ function is never a class member, and no other
 * declaration can name a lambda's type).  So a translation unit that
 * declares no __global__ function template, in any file, cannot hand a
 * closure to the device: nvcc's two passes numbering its extended lambdas
 * differently changes nothing there.  Any file counts (the headers and
 * the library PCH too): the scan reads every namespace-scope
 * declaration, which only a file with a device-side parse pays for. */
int fe_declares_kernel_templates(fe_ctx *c) {
  int found = 0;
  clang_visitChildren(clang_getTranslationUnitCursor(c->tu), find_kernel_template, &found);
  return found;
}

int fe_device_pass_wanted(fe_ctx *c, const fe_config *cfg) {
  if (cfg->device_pass) {
    record_launches(c);
    return 0;
  }
  /* A file with errors is not checked (the driver stops at them), so its
   * device pass would be wasted. */
  int matters = 0;
  if (!cfg->arch_pass || c->model->errors)
    return 0;
  int any = fe_arch_code(c, names_kernels, &matters);
  /* The host pass's errors in device-only bodies (messages.c) are the
   * device pass's to judge, wherever __CUDA_ARCH__ is named (the CUDA
   * headers too); the drop-in leaves them to nvcc instead. */
  int judge = c->held_errors.len && !cfg->defer_foreign_errors;
  if (!judge && !any)
    return 0;
  if (!judge && !matters) {
    c->model->arch_code_harmless = 1;
    return 0;
  }
  /* Run for the held errors alone: the model goes once they are settled. */
  c->device_pass_for_errors = !any || !matters;
  c->model->arch_code_harmless = any && !matters;
  record_launches(c);
  return 1;
}
