/* rules_arch.c - R13, R15 and K1: nvcc compiles a file twice, once per
 * pass, and pairs the two passes' extended lambdas by their ordinal in the
 * enclosing function; where the passes see different lambdas, captures or
 * kernel instantiations it miscompiles silently.  The front end builds a
 * device-side model for files that name __CUDA_ARCH__ (model->device);
 * this file compares the two models.  Model only, no libclang. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"

typedef struct arch_check {
  ck_checker *ck;
  const cl_model *host, *dev;
  cl_identities ids;
} arch_check;

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
  while (p < end && cl_ident_char(*p))
    p++;
  *len = (size_t)(p - w);
  return w;
}

static int word_is(const char *w, size_t len, const char *s) {
  return len == strlen(s) && !memcmp(w, s, len);
}

static int line_names_arch(const char *line, const char *end) {
  const char *nl = memchr(line, '\n', (size_t)(end - line));
  return cl_has_word(line, (size_t)((nl ? nl : end) - line), "__CUDA_ARCH__");
}

static cl_loc loc_of_offset(const cl_source *src, size_t offset) {
  return (cl_loc){.file = src->name, .line = 1 + cl_count_newlines(src->text, offset), .col = 1,
                  .offset = (unsigned)offset};
}

/* The #if, #ifdef, #ifndef, #elif or #else that opens the innermost
 * conditional block around `at` whose condition names __CUDA_ARCH__ (an
 * #else counts through its #if).  A backward scan of the text: enough to
 * point a note, never used to decide a verdict. */
static int arch_branch(arch_check *k, const cl_loc *at, cl_loc *out) {
  const cl_source *src = cl_model_source(k->host, at->file);
  if (!src)
    src = cl_model_source(k->dev, at->file);
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
    ck_note(k->ck, d, &branch, "%s", what);
  else if (fallback)
    ck_note(k->ck, d, fallback, "%s", fallback_text);
}

/* The extended lambdas of the function `key` in `m`, source order. */
static size_t lambdas_of(const cl_model *m, const char *key, const cl_lambda **out) {
  size_t n = 0;
  for (size_t i = 0; i < m->nlambdas; i++) {
    const cl_lambda *l = m->lambdas[i];
    if (l->extended && l->enclosing && !strcmp(cl_function_key(l->enclosing), key))
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
  cl_diag *diag = ck_report(k->ck, CL_DIAG_R15_CAPTURES, &h->begin, capture_list(k, h),
                         capture_list(k, d));
  const cl_capture *first = i < d->ncaptures ? &d->captures[i] : &h->captures[i];
  const char *text = cl_printf(k->host->arena, "'%s' is captured here when __CUDA_ARCH__ is %s",
                               first->name, i < d->ncaptures ? "defined" : "undefined");
  ck_note(k->ck, diag, &first->loc, "%s", text);
}

/* Is a lambda at ordinal `from` or later seen by both passes? */
static int shared_from(const cl_lambda **hs, size_t nh, const cl_lambda **ds, size_t nd,
                       size_t from) {
  for (size_t j = from; j < nh; j++)
    if (present_in(hs[j], ds, nd))
      return 1;
  for (size_t j = from; j < nd; j++)
    if (present_in(ds[j], hs, nh))
      return 1;
  return 0;
}

/* Does a kernel launch of the host pass name the closure of a host-pass
 * lambda at ordinal `from` or later? */
static int launched_from(arch_check *k, const cl_lambda **hs, size_t nh, size_t from) {
  for (size_t j = from; j < nh; j++) {
    const char *at = cl_printf(k->host->arena, "(lambda at %s:%u:%u)", hs[j]->begin.file,
                               hs[j]->begin.line, hs[j]->begin.col);
    for (size_t i = 0; i < k->host->nlaunches; i++)
      if (strstr(k->host->launches[i].kernel, at))
        return 1;
  }
  return 0;
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
      /* The guide's rule 15 is about a closure passed from host code to
       * a kernel: with no kernel template in the translation unit, each
       * pass's closure stays on its own side (a lambda of a __host__
       * __device__ function run on both), and its layout is its own. */
      if (!k->host->no_kernel_templates)
        compare_captures(k, h, d);
      continue;
    }
    const cl_lambda *l = h_only || !d ? h : d;
    /* Lambdas that one pass alone sees, after every lambda the other pass
     * sees, move no other lambda's number and pair with none: nvcc runs
     * them right unless one of them is launched (NV_IF_TARGET(NV_IS_DEVICE,
     * ...) at the end of main). */
    if ((i >= nh || i >= nd) && !shared_from(hs, nh, ds, nd, i) && !launched_from(k, hs, nh, i))
      return;
    /* A number that changes matters only to a closure that reaches device
     * code, through a kernel template's argument: with none declared in
     * the whole translation unit, nvcc runs every lambda right. */
    if (k->host->no_kernel_templates)
      return;
    const cl_function *f = l->enclosing;
    cl_diag *diag = ck_report(k->ck, CL_DIAG_R13_ONE_PASS, &l->begin,
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
  const cl_lambda **hs = cl_xmalloc(cap * sizeof *hs), **ds = cl_xmalloc(cap * sizeof *ds);
  cl_vec keys = {0};
  const cl_model *ms[2] = {k->host, k->dev};
  for (size_t p = 0; p < 2; p++) {
    for (size_t i = 0; i < ms[p]->nlambdas; i++) {
      const cl_lambda *l = ms[p]->lambdas[i];
      if (!l->extended || !l->enclosing || seen_key(&keys, cl_function_key(l->enclosing)))
        continue;
      cl_vec_push(&keys, (void *)cl_function_key(l->enclosing));
      compare_function(k, cl_function_key(l->enclosing), hs, ds);
    }
  }
  cl_vec_free(&keys);
  free(hs);
  free(ds);
}

/* K1: a kernel template specialization that only the host pass names
 * has no device code.  cudalift's lowering adds it where it can name the
 * specialization again next to a lambda's wrapper (cl_device_instantiation);
 * the others are reported, with the reason. */
static void compare_launches(arch_check *k) {
  size_t *only;
  size_t n = cl_host_only_launches(k->host->arena, &k->ids, &only);
  for (size_t i = 0; i < n; i++) {
    const cl_launch *h = &k->host->launches[only[i]];
    const cl_lambda *last;
    const char *why;
    if (cl_device_instantiation(k->host->arena, &k->ids, h, &last, &why))
      continue;
    cl_diag *d = ck_report(k->ck, CL_DIAG_K1_HOST_ONLY_KERNEL, &h->loc, h->kernel);
    d->text = cl_printf(k->host->arena, "%s; cudalift cannot add it: %s", d->text, why);
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
  ck_report(k->ck, CL_DIAG_ARCH_DEVICE_PARSE, first->loc.file ? &first->loc : &top, first->text);
}

void ck_check_arch(ck_checker *ck) {
  const cl_model *m = ck->m;
  if (!m->device)
    return;
  arch_check k = {.ck = ck, .host = m, .dev = m->device};
  if (m->device->errors) {
    report_device_errors(&k);
    return;
  }
  compare_lambdas(&k);
  k.ids = cl_lambda_identities(m->arena, m, m->file);
  compare_launches(&k);
}
