/* arch.c - the second, device-side parse for files whose code can depend
 * on __CUDA_ARCH__ (guide 5.3.7.4 rules 13 and 15; K1, kernel templates
 * the device pass never instantiates).  nvcc compiles such a file twice and
 * is silent when the passes disagree; cudalift parses it twice and compares
 * the models.  A file that never names __CUDA_ARCH__ costs one parse.
 * Nothing here prints: the findings are diagnostics for the driver. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

/* ---- during the parse: does the file name __CUDA_ARCH__? ---- */

static int ident_char(char ch) {
  return ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
         (ch >= '0' && ch <= '9');
}

/* A whole-word textual match.  A mention in a comment also counts: it
 * costs one needless parse, never a missed check. */
static int names_cuda_arch(const char *text, size_t size) {
  static const char word[] = "__CUDA_ARCH__";
  const size_t n = sizeof word - 1;
  for (size_t i = 0; i + n <= size; i++) {
    if (text[i] != '_' || memcmp(text + i, word, n) != 0)
      continue;
    if ((i == 0 || !ident_char(text[i - 1])) && (i + n == size || !ident_char(text[i + n])))
      return 1;
  }
  return 0;
}

typedef struct arch_scan {
  fe_ctx *c;
  int found;
} arch_scan;

/* The main file and the user's headers; not system headers, the CUDA
 * toolkit or cudalift's shims, whose __CUDA_ARCH__ branches do not move
 * the user's lambdas. */
static int project_file(fe_ctx *c, CXFile f) {
  if (clang_File_isEqual(f, c->main_file))
    return 1;
  CXString name = clang_getFileName(f);
  int shim = cl_starts_with(clang_getCString(name), "/__cudalift__/");
  clang_disposeString(name);
  return !shim && !clang_Location_isInSystemHeader(clang_getLocationForOffset(c->tu, f, 0));
}

static void scan_file(CXFile f, CXSourceLocation *stack, unsigned depth, CXClientData data) {
  (void)stack;
  (void)depth;
  arch_scan *s = data;
  if (s->found || !project_file(s->c, f))
    return;
  size_t size = 0;
  const char *text = clang_getFileContents(s->c->tu, f, &size);
  s->found = text && names_cuda_arch(text, size);
}

static int depends_on_arch(fe_ctx *c) {
  arch_scan s = {.c = c};
  clang_getInclusions(c->tu, scan_file, &s);
  return s.found;
}

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
  w->items[w->len].kernel = specialization_name(w->c, fn);
  w->items[w->len].loc = loc;
  w->len++;
  return CXChildVisit_Recurse;
}

static enum CXChildVisitResult visit_top_decl(CXCursor cur, CXCursor parent,
                                              CXClientData data) {
  (void)parent;
  launch_walk *w = data;
  CXFile f;
  clang_getFileLocation(clang_getCursorLocation(cur), &f, NULL, NULL, NULL);
  if (fe_file_of(w->c, f))
    clang_visitChildren(cur, visit_reference, w);
  return CXChildVisit_Continue;
}

static void record_launches(fe_ctx *c) {
  launch_walk w = {.c = c};
  clang_visitChildren(clang_getTranslationUnitCursor(c->tu), visit_top_decl, &w);
  c->model->launches = w.items;
  c->model->nlaunches = w.len;
}

/* A model that stands for a device pass libclang could not run at all,
 * so that the check says why it compared nothing. */
static cl_model *failed_device_model(const char *path) {
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

void fe_arch_pass(fe_ctx *c, const char *path, const char *contents,
                  const fe_config *cfg) {
  if (cfg->device_pass) {
    record_launches(c);
    return;
  }
  /* A file with errors is not checked (the driver stops at them), so its
   * device pass would be wasted. */
  if (!cfg->arch_pass || c->model->errors || !depends_on_arch(c))
    return;
  record_launches(c);
  fe_config device = *cfg;
  device.device_pass = 1;
  cl_model *d;
  if (fe_build_model(path, contents, &device, &d) != FE_OK)
    d = failed_device_model(path);
  c->model->device = d;
}

/* ---- after the parse: compare the two models ---- */

typedef struct arch_check {
  const cl_model *host, *dev;
  cl_vec *found; /* cl_diag* */
} arch_check;

static cl_diag *report(arch_check *k, cl_diag_kind kind, const cl_loc *loc, ...) {
  cl_diag *d = cl_alloc(k->host->arena, sizeof *d);
  d->kind = kind;
  d->severity = cl_diag_table[kind].severity;
  d->loc = *loc;
  char text[1024];
  va_list ap;
  va_start(ap, loc);
  vsnprintf(text, sizeof text, cl_diag_table[kind].message, ap);
  va_end(ap);
  d->text = cl_strdup(k->host->arena, text);
  cl_vec_push(k->found, d);
  return d;
}

static void set_note(arch_check *k, cl_diag *d, const cl_loc *loc, const char *text) {
  d->note = cl_strdup(k->host->arena, text);
  d->note_loc = *loc;
}

static const cl_source *source_of(arch_check *k, const char *file) {
  const cl_model *ms[2] = {k->host, k->dev};
  for (size_t i = 0; i < 2; i++)
    for (size_t j = 0; j < ms[i]->nsources; j++)
      if (!strcmp(ms[i]->sources[j].name, file))
        return &ms[i]->sources[j];
  return NULL;
}

/* The directive word of the line starting at `p` ("if", "endif", ...), or
 * NULL when the line is not a preprocessor directive. */
static const char *directive_at(const char *p, const char *end, size_t *len) {
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  if (p == end || *p != '#')
    return NULL;
  p++;
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  const char *w = p;
  while (p < end && ident_char(*p))
    p++;
  *len = (size_t)(p - w);
  return w;
}

static int word_is(const char *w, size_t len, const char *s) {
  return len == strlen(s) && !memcmp(w, s, len);
}

static int line_names_arch(const char *line, const char *end) {
  const char *nl = memchr(line, '\n', (size_t)(end - line));
  return names_cuda_arch(line, (size_t)((nl ? nl : end) - line));
}

static cl_loc loc_of_offset(const cl_source *src, size_t offset) {
  cl_loc loc = {.file = src->name, .line = 1, .col = 1, .offset = (unsigned)offset};
  for (size_t i = 0; i < offset; i++)
    if (src->text[i] == '\n')
      loc.line++;
  return loc;
}

/* The #if, #ifdef, #ifndef, #elif or #else that opens the innermost
 * conditional block around `at` whose condition names __CUDA_ARCH__ (an
 * #else counts through its #if).  A backward scan of the text: enough to
 * point a note, never used to decide a verdict. */
static int arch_branch(arch_check *k, const cl_loc *at, cl_loc *out) {
  const cl_source *src = at->file ? source_of(k, at->file) : NULL;
  if (!src || at->offset > src->size)
    return 0;
  const char *text = src->text, *end = text + src->size;
  const char *branch = NULL; /* the #else/#elif of the current level, if any */
  int depth = 0;
  size_t pos = at->offset;
  while (pos > 0 && text[pos - 1] != '\n')
    pos--;
  while (pos > 0) {
    pos--;
    while (pos > 0 && text[pos - 1] != '\n')
      pos--;
    size_t len;
    const char *w = directive_at(text + pos, end, &len);
    if (!w)
      continue;
    if (word_is(w, len, "endif")) {
      depth++;
    } else if (word_is(w, len, "if") || word_is(w, len, "ifdef") || word_is(w, len, "ifndef")) {
      if (depth > 0) {
        depth--;
        continue;
      }
      const char *open = text + pos;
      if (line_names_arch(open, end) || (branch && line_names_arch(branch, end))) {
        *out = loc_of_offset(src, (size_t)((branch ? branch : open) - text));
        return 1;
      }
      branch = NULL;
    } else if (depth == 0 && !branch &&
               (word_is(w, len, "else") || word_is(w, len, "elif") ||
                word_is(w, len, "elifdef") || word_is(w, len, "elifndef"))) {
      branch = text + pos;
    }
  }
  return 0;
}

/* Notes the #if that keeps `at` out of one pass, or else `fallback`. */
static void note_branch(arch_check *k, cl_diag *d, const cl_loc *at, const char *what,
                        const cl_loc *fallback, const char *fallback_text) {
  cl_loc branch;
  if (arch_branch(k, at, &branch))
    set_note(k, d, &branch, what);
  else if (fallback)
    set_note(k, d, fallback, fallback_text);
}

static const char *function_key(const cl_lambda *l) {
  return *l->enclosing->usr ? l->enclosing->usr : l->enclosing->name;
}

/* The extended lambdas of the function `key` in `m`, source order. */
static size_t lambdas_of(const cl_model *m, const char *key, const cl_lambda **out) {
  size_t n = 0;
  for (size_t i = 0; i < m->nlambdas; i++) {
    const cl_lambda *l = m->lambdas[i];
    if (l->extended && l->enclosing && !strcmp(function_key(l), key))
      out[n++] = l;
  }
  return n;
}

static int same_lambda(const cl_lambda *a, const cl_lambda *b) {
  return a->begin.offset == b->begin.offset && !strcmp(a->begin.file, b->begin.file);
}

static int present_in(const cl_lambda *l, const cl_lambda **ls, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (same_lambda(l, ls[i]))
      return 1;
  return 0;
}

static int same_capture(const cl_capture *a, const cl_capture *b) {
  return a->kind == b->kind && !strcmp(a->name, b->name);
}

/* "'a, &b, this'" or "nothing", as one pass captures. */
static const char *capture_list(arch_check *k, const cl_lambda *l) {
  if (l->ncaptures == 0)
    return "nothing";
  cl_buf b = {0};
  cl_buf_putc(&b, '\'');
  for (size_t i = 0; i < l->ncaptures; i++) {
    const cl_capture *c = &l->captures[i];
    const char *prefix = c->kind == CL_CAP_REF || c->kind == CL_CAP_INIT_REF ? "&"
                         : c->kind == CL_CAP_STAR_THIS                        ? "*"
                                                                              : "";
    cl_buf_printf(&b, "%s%s%s", i ? ", " : "", prefix, c->name);
  }
  cl_buf_putc(&b, '\'');
  const char *s = cl_strdup(k->host->arena, cl_buf_str(&b));
  cl_buf_free(&b);
  return s;
}

/* R15: the same lambda (or the same ordinal) must capture the same
 * variables, in the same closure order, in both passes. */
static void compare_captures(arch_check *k, const cl_lambda *h, const cl_lambda *d) {
  size_t i = 0;
  while (i < h->ncaptures && i < d->ncaptures && same_capture(&h->captures[i], &d->captures[i]))
    i++;
  if (i == h->ncaptures && i == d->ncaptures)
    return;
  cl_diag *diag = report(k, CL_DIAG_R15_CAPTURES, &h->begin, capture_list(k, h),
                         capture_list(k, d));
  const cl_capture *first = i < d->ncaptures ? &d->captures[i] : &h->captures[i];
  const char *text = cl_printf(k->host->arena, "'%s' is captured here when __CUDA_ARCH__ is %s",
                               first->name, i < d->ncaptures ? "defined" : "undefined");
  set_note(k, diag, &first->loc, text);
}

/* R13, then R15, for one enclosing function.  Lambdas match by ordinal,
 * as nvcc matches them: the same lambda in both passes, or two lambdas
 * each seen by one pass only (alternative definitions under #if/#else) of
 * the same execution space. */
static void compare_function(arch_check *k, const char *key, const cl_lambda **hs,
                             const cl_lambda **ds) {
  size_t nh = lambdas_of(k->host, key, hs), nd = lambdas_of(k->dev, key, ds);
  for (size_t i = 0; i < nh || i < nd; i++) {
    const cl_lambda *h = i < nh ? hs[i] : NULL, *d = i < nd ? ds[i] : NULL;
    int h_only = h && !present_in(h, ds, nd), d_only = d && !present_in(d, hs, nh);
    if (h && d && ((!h_only && same_lambda(h, d)) || (h_only && d_only && h->space == d->space))) {
      compare_captures(k, h, d);
      continue;
    }
    const cl_lambda *l = h_only || !d ? h : d;
    const cl_function *f = l->enclosing;
    cl_diag *diag = report(k, CL_DIAG_R13_ONE_PASS, &l->begin,
                           l == h ? "undefined" : "defined", f->name);
    note_branch(k, diag, &l->begin, "the conditional block that holds it starts here", &f->loc,
                cl_printf(k->host->arena, "'%s' is declared here", f->name));
    return;
  }
}

static int seen_key(const cl_vec *keys, const char *key) {
  for (size_t i = 0; i < keys->len; i++)
    if (!strcmp(keys->items[i], key))
      return 1;
  return 0;
}

/* Every enclosing function of an extended lambda in either pass, once. */
static void compare_lambdas(arch_check *k) {
  size_t cap = k->host->nlambdas + k->dev->nlambdas + 1;
  const cl_lambda **hs = malloc(cap * sizeof *hs), **ds = malloc(cap * sizeof *ds);
  cl_vec keys = {0};
  const cl_model *ms[2] = {k->host, k->dev};
  for (size_t p = 0; p < 2; p++) {
    for (size_t i = 0; i < ms[p]->nlambdas; i++) {
      const cl_lambda *l = ms[p]->lambdas[i];
      if (!l->extended || !l->enclosing || seen_key(&keys, function_key(l)))
        continue;
      cl_vec_push(&keys, (void *)function_key(l));
      compare_function(k, function_key(l), hs, ds);
    }
  }
  cl_vec_free(&keys);
  free(hs);
  free(ds);
}

/* The lambda of `m` whose closure clang spells "(lambda at WHERE)". */
static const cl_lambda *lambda_at(const cl_model *m, const char *where, size_t len) {
  for (size_t i = 0; i < m->nlambdas; i++) {
    const cl_loc *b = &m->lambdas[i]->begin;
    char s[4096];
    int n = snprintf(s, sizeof s, "%s:%u:%u", b->file, b->line, b->col);
    if (n >= 0 && (size_t)n == len && !memcmp(s, where, len))
      return m->lambdas[i];
  }
  return NULL;
}

static size_t ordinal_in_function(const cl_model *m, const cl_lambda *l) {
  size_t n = 0;
  for (size_t i = 0; i < l->index; i++) {
    const cl_lambda *o = m->lambdas[i];
    n += o->extended && o->enclosing && !strcmp(function_key(o), function_key(l));
  }
  return n;
}

/* The kernel's name with each extended closure type named as nvcc names
 * it in both passes, by its enclosing function and ordinal, so that
 * alternative definitions under #ifdef/#else give the same kernel. */
static const char *kernel_identity(arch_check *k, const cl_model *m, const char *name) {
  static const char open[] = "(lambda at ";
  cl_buf b = {0};
  const char *p = name, *q, *close;
  while ((q = strstr(p, open)) && (close = strchr(q, ')'))) {
    cl_buf_append(&b, p, (size_t)(q - p));
    const char *where = q + strlen(open);
    const cl_lambda *l = lambda_at(m, where, (size_t)(close - where));
    if (l && l->extended && l->enclosing)
      cl_buf_printf(&b, "(extended lambda %zu of %s)", ordinal_in_function(m, l), function_key(l));
    else
      cl_buf_append(&b, q, (size_t)(close + 1 - q));
    p = close + 1;
  }
  cl_buf_puts(&b, p);
  const char *s = cl_strdup(k->host->arena, cl_buf_str(&b));
  cl_buf_free(&b);
  return s;
}

/* K1: a kernel template specialization that only the host pass calls has
 * no device code. */
static void compare_launches(arch_check *k) {
  const char **dev_ids = cl_alloc(k->host->arena, (k->dev->nlaunches + 1) * sizeof *dev_ids);
  for (size_t j = 0; j < k->dev->nlaunches; j++)
    dev_ids[j] = kernel_identity(k, k->dev, k->dev->launches[j].kernel);
  for (size_t i = 0; i < k->host->nlaunches; i++) {
    const cl_launch *h = &k->host->launches[i];
    const char *id = kernel_identity(k, k->host, h->kernel);
    int seen = 0;
    for (size_t j = 0; j < k->dev->nlaunches && !seen; j++)
      seen = !strcmp(id, dev_ids[j]);
    if (seen)
      continue;
    cl_diag *d = report(k, CL_DIAG_K1_HOST_ONLY_KERNEL, &h->loc, h->kernel);
    note_branch(k, d, &h->loc, "the device pass skips this conditional block", NULL, NULL);
  }
}

/* The device parse had errors: nothing can be compared; say so at the
 * first one. */
static void report_device_errors(arch_check *k) {
  const cl_message *first = NULL;
  for (size_t i = 0; i < k->dev->nmessages && !first; i++)
    if (k->dev->messages[i].severity == CL_ERROR)
      first = &k->dev->messages[i];
  cl_loc top = {.file = k->host->file, .line = 1, .col = 1};
  report(k, CL_DIAG_ARCH_DEVICE_PARSE, first->loc.file ? &first->loc : &top, first->text);
}

void fe_check_arch(const cl_model *m, cl_vec *found) {
  if (!m->device)
    return;
  arch_check k = {.host = m, .dev = m->device, .found = found};
  if (m->device->errors) {
    report_device_errors(&k);
    return;
  }
  compare_lambdas(&k);
  compare_launches(&k);
}
