/* parse.c - runs libclang on one translation unit and turns its answer
 * into a cl_model: the argument list, the virtual shim files, compiler
 * messages as data, and the final ordering of lambdas.  It never prints:
 * the driver decides what the user sees. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

void fe_config_init(fe_config *cfg) {
  memset(cfg, 0, sizeof *cfg);
  cfg->std = "c++17";
  cfg->cuda_path = "/usr/local/cuda";
}

void fe_config_free(fe_config *cfg) { cl_vec_free(&cfg->clang_args); }

/* The trait builtins only nvcc knows.  They parse as constants here; the
 * rules pass answers them from the model, and a static_assert that uses
 * one is not held against the parse (see keep_message). */
static const char *const trait_macros[] = {
    "-D__nv_is_extended_device_lambda_closure_type(...)=true",
    "-D__nv_is_extended_device_lambda_with_preserved_return_type(...)=true",
    "-D__nv_is_extended_host_device_lambda_closure_type(...)=true",
};

const char **fe_clang_args(const fe_config *cfg, cl_arena *a, size_t *n) {
  cl_vec v = {0};
  cl_vec_push(&v, "-x");
  cl_vec_push(&v, "cuda");
  cl_vec_push(&v, cfg->device_pass ? "--cuda-device-only" : "--cuda-host-only");
  if (cfg->device_pass)
    cl_vec_push(&v, "--cuda-gpu-arch=sm_90");
  cl_vec_push(&v, "-nocudalib");
  cl_vec_push(&v, cl_printf(a, "-std=%s", cfg->std));
  cl_vec_push(&v, "-Wno-unknown-cuda-version");
  cl_vec_push(&v, "-D__CUDACC_EXTENDED_LAMBDA__=1");
  /* gcc (nvcc's host compiler) accepts `typedef struct { member functions } T;` */
  cl_vec_push(&v, "-Wno-non-c-typedef-for-linkage");
  /* Device printf formats are rule L2's, with the device's own limits;
   * host printf is the host compiler's business.  One warning, not two. */
  cl_vec_push(&v, "-Wno-format");
  for (size_t i = 0; i < sizeof trait_macros / sizeof *trait_macros; i++)
    cl_vec_push(&v, (void *)trait_macros[i]);
  cl_vec_push(&v, "-isystem");
  cl_vec_push(&v, (void *)fe_shim_dir);
  if (cfg->minimal) {
    cl_vec_push(&v, "-nocudainc");
    cl_vec_push(&v, "-isystem");
    cl_vec_push(&v, (void *)fe_minimal_shim_dir);
    cl_vec_push(&v, "-include");
    cl_vec_push(&v, cl_printf(a, "%s/cudalift_prelude.h", fe_shim_dir));
  } else {
    /* The clang driver inside libclang knows no install folder, so it
     * leaves out the CUDA wrapper headers (among them the __device__
     * placement new that cub's headers use): named here, first. */
    cl_vec_push(&v, "-isystem");
    cl_vec_push(&v, CUDALIFT_CLANG_RESOURCE "/include/cuda_wrappers");
    cl_vec_push(&v, cl_printf(a, "--cuda-path=%s", cfg->cuda_path));
    if (cfg->pch && !cfg->device_pass) { /* the header was built for the host pass */
      cl_vec_push(&v, "-include-pch");
      cl_vec_push(&v, (void *)cfg->pch);
    }
    cl_vec_push(&v, "-isystem");
    cl_vec_push(&v, cl_printf(a, "%s/include/cccl", cfg->cuda_path));
    /* Last of all, the host compiler's own headers that clang lacks (omp.h):
     * clang's builtin headers come first. */
    if (*CUDALIFT_HOST_INCLUDE) {
      cl_vec_push(&v, "-idirafter");
      cl_vec_push(&v, CUDALIFT_HOST_INCLUDE);
      /* gcc's omp.h names a deallocator in `__malloc__ (omp_free)`, an
       * attribute argument clang does not take. */
      cl_vec_push(&v, "-D__malloc__(...)=__malloc__");
    }
    cl_vec_push(&v, "-include");
    cl_vec_push(&v, cl_printf(a, "%s/cudalift_cuda_extras.h", fe_shim_dir));
  }
  /* clang's device-side Sema looks cudaConfigureCall up for every <<<>>>
   * (CUDA 13 deleted it); the prelude and the real headers both need it. */
  if (cfg->device_pass) {
    cl_vec_push(&v, "-include");
    cl_vec_push(&v, cl_printf(a, "%s/cudalift_device_launch.h", fe_shim_dir));
  }
  for (size_t i = 0; i < cfg->clang_args.len; i++)
    cl_vec_push(&v, cfg->clang_args.items[i]);
  const char **out = cl_alloc(a, (v.len + 1) * sizeof *out);
  for (size_t i = 0; i < v.len; i++)
    out[i] = v.items[i];
  *n = v.len;
  cl_vec_free(&v);
  return out;
}

const char *fe_cx_string(fe_ctx *c, CXString s) {
  const char *p = clang_getCString(s);
  const char *copy = cl_strdup(c->arena, p ? p : "");
  clang_disposeString(s);
  return copy;
}

/* Files whose lambdas belong to the model: the main file and the user's
 * own headers.  System headers, the CUDA toolkit and cudalift's shims are
 * not the user's code. */
fe_file *fe_file_of(fe_ctx *c, CXFile f) {
  if (!f)
    return NULL;
  for (size_t i = 0; i < c->files.len; i++) {
    fe_file *ff = c->files.items[i];
    if (clang_File_isEqual(ff->file, f))
      return ff->name ? ff : NULL;
  }
  fe_file *ff = cl_alloc(c->arena, sizeof *ff);
  ff->file = f;
  ff->rank = (int)c->files.len;
  cl_vec_push(&c->files, ff);
  const char *name = fe_cx_string(c, clang_getFileName(f));
  if (!clang_File_isEqual(f, c->main_file)) {
    CXSourceLocation start = clang_getLocationForOffset(c->tu, f, 0);
    if (cl_starts_with(name, "/__cudalift__/") ||
        clang_Location_isInSystemHeader(start))
      return NULL;
  }
  if (clang_File_isEqual(f, c->main_file)) {
    /* The handle clang_getFile gave: for an in-memory main file the
     * cursor's handle does not map offsets back to locations. */
    ff->file = c->main_file;
    ff->name = c->model->file;
  } else {
    ff->name = name;
  }
  size_t size = 0;
  ff->text = clang_getFileContents(c->tu, ff->file, &size);
  ff->size = size;
  cl_source *src = cl_alloc(c->arena, sizeof *src);
  src->name = ff->name;
  src->text = ff->text ? cl_strndup(c->arena, ff->text, size) : "";
  src->size = ff->text ? size : 0;
  cl_vec_push(&c->sources, src);
  return ff;
}

/* Position of `loc` in the file where it is written (macro arguments) or
 * where its macro is used (macro bodies).  0 when not in a user file. */
int fe_cursor_span(fe_ctx *c, CXCursor cur, fe_file **file, cl_loc *begin, cl_loc *end) {
  CXSourceRange r = clang_getCursorExtent(cur);
  return fe_location(c, clang_getRangeStart(r), file, begin) &&
         fe_location(c, clang_getRangeEnd(r), NULL, end);
}

int fe_location(fe_ctx *c, CXSourceLocation loc, fe_file **file, cl_loc *out) {
  CXFile f;
  unsigned line, col, off;
  clang_getFileLocation(loc, &f, &line, &col, &off);
  fe_file *ff = fe_file_of(c, f);
  if (file)
    *file = ff;
  if (!ff)
    return 0;
  out->file = ff->name;
  out->line = line;
  out->col = col;
  out->offset = off;
  return 1;
}

static const char *source_line(fe_ctx *c, CXFile f, unsigned offset) {
  size_t size = 0;
  const char *text = f ? clang_getFileContents(c->tu, f, &size) : NULL;
  if (!text || offset > size)
    return NULL;
  size_t b = offset, e = offset;
  while (b > 0 && text[b - 1] != '\n')
    b--;
  while (e < size && text[e] != '\n' && text[e] != '\r')
    e++;
  return cl_strndup(c->arena, text + b, e - b);
}

static int has_child_note(CXDiagnostic d, const char *text) {
  CXDiagnosticSet kids = clang_getChildDiagnostics(d);
  int found = 0;
  for (unsigned i = 0; kids && i < clang_getNumDiagnosticsInSet(kids) && !found; i++) {
    CXDiagnostic k = clang_getDiagnosticInSet(kids, i);
    CXString s = clang_getDiagnosticSpelling(k);
    found = strstr(clang_getCString(s), text) != NULL;
    clang_disposeString(s);
    clang_disposeDiagnostic(k);
  }
  return found;
}

/* Where clang rejects code that nvcc 13.0 accepts, cudalift follows nvcc:
 *  - a failed static_assert on one of nvcc's trait builtins says nothing
 *    (the traits are placeholders here, see trait_macros);
 *  - a kernel launched from device code (dynamic parallelism, -rdc=true)
 *    is unknown to clang;
 *  - `[] __global__` is accepted and ignored by nvcc: a warning here;
 *  - a host-only C library call in device code becomes cudalift's own
 *    L1 error (calls.c).
 * Returns 0 to drop the message; may rewrite it. */
static int keep_message(fe_ctx *c, CXDiagnostic d, cl_message *m) {
  if (m->severity != CL_ERROR)
    return 1;
  if (m->source_line && strstr(m->text, "static assert") &&
      strstr(m->source_line, "__nv_is_extended_"))
    return 0;
  if (cl_starts_with(m->text, "no matching function for call to") &&
      has_child_note(d, "call to __global__ function from __device__ function"))
    return 0;
  if (fe_take_host_call(c, d, m->text))
    return 0; /* reported as L1 by the rules */
  if (cl_starts_with(m->text, "kernel function 'operator()' must be a free function")) {
    m->severity = CL_WARNING;
    m->text = cl_strdup(c->arena, "'__global__' on a lambda is ignored (nvcc accepts and "
                                  "ignores it); the lambda keeps its other annotations");
    m->option = NULL;
  }
  return 1;
}

static void collect_messages(fe_ctx *c) {
  unsigned n = clang_getNumDiagnostics(c->tu);
  cl_message *out = cl_alloc(c->arena, (n + 1) * sizeof *out);
  size_t len = 0;
  for (unsigned i = 0; i < n; i++) {
    CXDiagnostic d = clang_getDiagnostic(c->tu, i);
    enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
    if (sev == CXDiagnostic_Ignored) {
      clang_disposeDiagnostic(d);
      continue;
    }
    cl_message *m = &out[len];
    m->severity = sev >= CXDiagnostic_Error     ? CL_ERROR
                  : sev == CXDiagnostic_Warning ? CL_WARNING
                                                : CL_NOTE;
    m->text = fe_cx_string(c, clang_getDiagnosticSpelling(d));
    const char *opt = fe_cx_string(c, clang_getDiagnosticOption(d, NULL));
    m->option = *opt ? opt : NULL;
    CXFile f;
    unsigned line, col, off;
    clang_getSpellingLocation(clang_getDiagnosticLocation(d), &f, &line, &col, &off);
    if (f) {
      const char *name = fe_cx_string(c, clang_getFileName(f));
      m->loc.file = clang_File_isEqual(f, c->main_file) ? c->model->file : name;
      m->loc.line = line;
      m->loc.col = col;
      m->loc.offset = off;
      m->source_line = source_line(c, f, off);
    }
    int keep = keep_message(c, d, m);
    clang_disposeDiagnostic(d);
    if (!keep)
      continue;
    if (m->severity == CL_ERROR) {
      c->model->errors++;
      if (!m->loc.file)
        c->model->setup_errors++;
    }
    len++;
  }
  c->model->messages = out;
  c->model->nmessages = len;
}

/* The most `__device__` words one second parse respells. */
#define MAX_RESPELLED 64

static int by_position(const void *pa, const void *pb) {
  const fe_lambda *a = *(fe_lambda *const *)pa, *b = *(fe_lambda *const *)pb;
  if (a->file->rank != b->file->rank)
    return a->file->rank < b->file->rank ? -1 : 1;
  if (a->out->begin.offset != b->out->begin.offset)
    return a->out->begin.offset < b->out->begin.offset ? -1 : 1;
  return 0;
}

/* A lambda in a macro argument that the macro expands more than once
 * (AT_DISPATCH: once per scalar type) is one lambda written, several
 * closures.  When its body names a type alias the macro declares, each
 * expansion may mean another type, and one wrapper cannot say them all. */
static void refuse_repeated_macro_aliases(fe_ctx *c) {
  for (size_t i = 0; i < c->lambdas.len; i++) {
    fe_lambda *l = c->lambdas.items[i];
    cl_lowering *lo = l->out->lowering;
    if (l->expansions > 1 && lo && lo->macro_alias && !lo->unsupported) {
      lo->unsupported = "the lambda is a macro's argument that the macro expands more than "
                        "once, and its body names a type alias the macro declares: each "
                        "expansion may mean another type; write the lambda outside the macro";
      lo->unsupported_loc = l->out->begin;
    }
  }
}

/* Lambdas are classified in discovery order (parents before children)
 * and listed in source order; `parent` indices are renumbered to match. */
static void finish_lambdas(fe_ctx *c) {
  size_t n = c->lambdas.len;
  fe_lambda **ls = (fe_lambda **)c->lambdas.items;
  long *renumber = calloc(n ? n : 1, sizeof *renumber);
  qsort(ls, n, sizeof *ls, by_position);
  for (size_t i = 0; i < n; i++)
    renumber[ls[i]->out->index] = (long)i;
  cl_model *m = c->model;
  m->lambdas = cl_alloc(c->arena, (n + 1) * sizeof *m->lambdas);
  for (size_t i = 0; i < n; i++) {
    cl_lambda *l = ls[i]->out;
    l->index = i;
    if (l->parent >= 0)
      l->parent = renumber[l->parent];
    m->lambdas[i] = l;
  }
  m->nlambdas = n;
  free(renumber);
}

/* What a second parse respells, and what it must not lose (preserved.c). */
typedef struct respelling {
  fe_respelling words[MAX_RESPELLED]; /* `__device__` words to respell */
  size_t nwords;
  unsigned calls[MAX_RESPELLED]; /* evaluated host calls, main-file offsets */
  size_t ncalls;
} respelling;

/* One parse of `path` (with `contents` when given, and the user headers
 * `headers` as given).  After a parse that failed, `r` (unless NULL) says
 * what a second parse should respell. */
static fe_status build_once(const char *path, const char *contents,
                            const struct CXUnsavedFile *headers, size_t nheaders,
                            const fe_config *cfg, cl_model **out, respelling *r) {
  *out = NULL;
  if (!contents) {
    FILE *probe = fopen(path, "rb");
    if (!probe)
      return FE_NO_FILE;
    fclose(probe);
  }
  cl_arena *arena = cl_arena_new();
  size_t nargs;
  const char **args = fe_clang_args(cfg, arena, &nargs);
  struct CXUnsavedFile *unsaved =
      cl_alloc(arena, (fe_nshims + 1 + nheaders) * sizeof *unsaved);
  size_t nunsaved = 0;
  for (size_t i = 0; i < fe_nshims; i++)
    unsaved[nunsaved++] = fe_shim_unsaved(cfg, i);
  if (contents)
    unsaved[nunsaved++] =
        (struct CXUnsavedFile){path, contents, (unsigned long)strlen(contents)};
  for (size_t i = 0; i < nheaders; i++)
    unsaved[nunsaved++] = headers[i];

  /* A precompiled header holds library headers only (pch.c): the walk
   * need not deserialize its declarations, only the file's own. */
  CXIndex index = clang_createIndex(cfg->pch && !cfg->device_pass, 0);
  CXTranslationUnit tu = NULL;
  enum CXErrorCode err = clang_parseTranslationUnit2(
      index, path, args, (int)nargs, unsaved, (unsigned)nunsaved,
      CXTranslationUnit_DetailedPreprocessingRecord | CXTranslationUnit_KeepGoing,
      &tu);
  if (err != CXError_Success || !tu) {
    clang_disposeIndex(index);
    cl_arena_free(arena);
    return err == CXError_ASTReadError || err == CXError_InvalidArguments
               ? FE_ARGS_REJECTED
               : FE_CRASHED;
  }

  cl_model *m = cl_alloc(arena, sizeof *m);
  m->arena = arena;
  m->file = cl_strdup(arena, path);
  fe_ctx c = {.tu = tu, .arena = arena, .model = m};
  c.main_file = clang_getFile(tu, path);
  collect_messages(&c);
  fe_walk(&c);
  fe_collect_calls(&c);
  refuse_repeated_macro_aliases(&c);
  finish_lambdas(&c);
  for (size_t i = 0; i < c.include_cursors.len; i++)
    fe_record_include(&c, *(CXCursor *)c.include_cursors.items[i]);
  cl_vec_free(&c.include_cursors);
  fe_finish_uses(&c);
  fe_arch_pass(&c, path, contents, cfg);

  m->sources = cl_alloc(arena, (c.sources.len + 1) * sizeof *m->sources);
  for (size_t i = 0; i < c.sources.len; i++)
    m->sources[i] = *(cl_source *)c.sources.items[i];
  m->nsources = c.sources.len;
  cl_vec_free(&c.sources);
  m->includes = cl_alloc(arena, (c.includes.len + 1) * sizeof *m->includes);
  for (size_t i = 0; i < c.includes.len; i++)
    m->includes[i] = *(cl_include *)c.includes.items[i];
  m->nincludes = c.includes.len;
  cl_vec_free(&c.includes);
  if (r)
    r->nwords = m->errors ? fe_preserved_retry(&c, r->words, MAX_RESPELLED, r->calls,
                                               &r->ncalls)
                          : 0;
  cl_vec_free(&c.files);
  cl_vec_free(&c.lambdas);
  cl_vec_free(&c.constexpr_ifs);
  cl_vec_free(&c.constexpr_if_stmts);
  cl_vec_free(&c.uses);
  cl_vec_free(&c.mentions);
  cl_vec_free(&c.trait_spans);
  cl_vec_free(&c.device_fns);
  cl_vec_free(&c.host_calls);
  cl_vec_free(&c.calls);
  clang_disposeTranslationUnit(tu);
  clang_disposeIndex(index);
  *out = m;
  return FE_OK;
}

/* A user file's text as the model keeps it. */
static cl_source *source_named(cl_model *m, const char *name) {
  for (size_t i = 0; m && i < m->nsources; i++)
    if (!strcmp(m->sources[i].name, name))
      return &m->sources[i];
  return NULL;
}

/* Carries the first parse's error at main-file `offset` (an evaluated
 * host call of a respelled lambda) into `m`, in position order. */
static void carry_call_error(cl_model *m, const cl_model *first, unsigned offset) {
  const cl_message *old = NULL;
  for (size_t i = 0; i < first->nmessages && !old; i++)
    if (first->messages[i].severity == CL_ERROR && first->messages[i].loc.file &&
        !strcmp(first->messages[i].loc.file, first->file) &&
        first->messages[i].loc.offset == offset)
      old = &first->messages[i];
  if (!old)
    return;
  cl_message *all = cl_alloc(m->arena, (m->nmessages + 2) * sizeof *all);
  size_t at = 0;
  while (at < m->nmessages &&
         !(m->messages[at].loc.file && !strcmp(m->messages[at].loc.file, m->file) &&
           m->messages[at].loc.offset > offset))
    at++;
  memcpy(all, m->messages, at * sizeof *all);
  all[at] = *old;
  all[at].loc.file = m->file;
  all[at].text = cl_strdup(m->arena, old->text);
  all[at].source_line = old->source_line ? cl_strdup(m->arena, old->source_line) : NULL;
  all[at].option = old->option ? cl_strdup(m->arena, old->option) : NULL;
  memcpy(all + at + 1, m->messages + at, (m->nmessages - at) * sizeof *all);
  m->messages = all;
  m->nmessages++;
  m->errors++;
}

/* The second parse's messages quote lines as it read them: the
 * respelling goes back to `__device__` (the same length). */
static void show_as_written(cl_model *m) {
  for (size_t i = 0; i < m->nmessages; i++) {
    const char *line = m->messages[i].source_line;
    if (!line || !strstr(line, FE_PRESERVED_WORD))
      continue;
    char *copy = cl_strdup(m->arena, line);
    for (char *q = strstr(copy, FE_PRESERVED_WORD); q; q = strstr(q, FE_PRESERVED_WORD))
      memcpy(q, "__device__", strlen("__device__"));
    m->messages[i].source_line = copy;
  }
}

/* Does the first parse's error `e` come from clang's refusal of a host
 * query: one that names a lambda, or a name whose declaration the refusal
 * broke (`using R = decltype(l(1));`, then `R r;`)?  A name that is really
 * missing stays missing in the second parse, so those cannot hide one. */
static int explained_error(const cl_message *e) {
  return strstr(e->text, "(lambda at ") || cl_starts_with(e->text, "unknown type name '") ||
         cl_starts_with(e->text, "use of undeclared identifier '") ||
         cl_starts_with(e->text, "no type named '");
}

/* Would keeping `second` hide an error of `first` that the respelling
 * does not explain (a host call of a lambda inside a library template,
 * `std::invoke(l, 1)`)? */
static int hides_errors(const cl_model *first, const cl_model *second) {
  for (size_t i = 0; i < first->nmessages; i++) {
    const cl_message *e = &first->messages[i];
    if (e->severity != CL_ERROR || explained_error(e))
      continue;
    int kept = 0;
    for (size_t k = 0; k < second->nmessages && !kept; k++) {
      const cl_message *s = &second->messages[k];
      kept = s->severity == CL_ERROR && s->loc.offset == e->loc.offset &&
             !strcmp(s->text, e->text) && (s->loc.file == e->loc.file ||
             (s->loc.file && e->loc.file && !strcmp(s->loc.file, e->loc.file)));
    }
    if (!kept)
      return 1;
  }
  return 0;
}

/* The files a second parse reads respelled: each one's text as the first
 * parse read it, with its words respelled (one entry per file). */
static size_t respelled_files(cl_model *first, const respelling *r, struct CXUnsavedFile *out) {
  size_t n = 0;
  for (size_t i = 0; i < r->nwords; i++) {
    const fe_respelling *w = &r->words[i];
    size_t k = 0;
    while (k < n && strcmp(out[k].Filename, w->file))
      k++;
    if (k == n) {
      const cl_source *src = source_named(first, w->file);
      if (!src)
        return 0;
      out[n++] = (struct CXUnsavedFile){w->file, cl_strndup(first->arena, src->text, src->size),
                                        src->size};
    }
    memcpy((char *)out[k].Contents + w->word.offset, FE_PRESERVED_WORD, w->word.length);
  }
  return n;
}

fe_status fe_build_model(const char *path, const char *contents,
                         const fe_config *cfg, cl_model **out) {
  respelling r = {0};
  fe_status st = build_once(path, contents, NULL, 0, cfg, out, &r);
  struct CXUnsavedFile files[MAX_RESPELLED];
  size_t nfiles = st == FE_OK && r.nwords ? respelled_files(*out, &r, files) : 0;
  if (!nfiles)
    return st;
  /* Host code asks __device__ lambdas for their result types (preserved.c):
   * parse again with their `__device__` respelled, and keep that parse if
   * it fares better.  Its model shows the files as written. */
  const char *main_text = NULL;
  size_t nheaders = 0;
  for (size_t i = 0; i < nfiles; i++) {
    if (!strcmp(files[i].Filename, (*out)->file))
      main_text = files[i].Contents;
    else
      files[nheaders++] = files[i];
  }
  cl_model *second = NULL;
  if (build_once(path, main_text ? main_text : contents, files, nheaders, cfg, &second, NULL) !=
      FE_OK)
    return st;
  if (second->errors + r.ncalls >= (size_t)(*out)->errors || hides_errors(*out, second)) {
    cl_model_free(second);
    return st;
  }
  for (size_t i = 0; i < (*out)->nsources; i++) {
    const cl_source *as_written = &(*out)->sources[i];
    cl_source *seen = source_named(second, as_written->name);
    cl_source *seen_device = source_named(second->device, as_written->name);
    if (seen)
      seen->text = cl_strndup(second->arena, as_written->text, as_written->size);
    if (seen_device && seen)
      seen_device->text = seen->text;
  }
  for (size_t i = 0; i < r.ncalls; i++)
    carry_call_error(second, *out, r.calls[i]);
  show_as_written(second);
  cl_model_free(*out);
  *out = second;
  return FE_OK;
}
