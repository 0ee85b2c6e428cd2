/* parse.c - runs libclang on one translation unit and turns its answer
 * into a cl_model: the argument list, the virtual shim files, compiler
 * messages as data, and the final ordering of lambdas.  It never prints:
 * the driver decides what the user sees. */
#define _GNU_SOURCE /* memmem */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fe_internal.h"

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
 * closures; the lowering decides what that means (src/lower/refuse.c). */
static void record_expansions(fe_ctx *c) {
  for (size_t i = 0; i < c->lambdas.len; i++) {
    fe_lambda *l = c->lambdas.items[i];
    if (l->out->lowering)
      l->out->lowering->expansions = (unsigned)l->expansions;
  }
}

/* Lambdas are classified in discovery order (parents before children)
 * and listed in source order; `parent` indices are renumbered to match. */
static void finish_lambdas(fe_ctx *c) {
  size_t n = c->lambdas.len;
  fe_lambda **ls = (fe_lambda **)c->lambdas.items;
  long *renumber = cl_xcalloc(n ? n : 1, sizeof *renumber);
  cl_sort(ls, n, sizeof *ls, by_position);
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

/* The device-side model of a file whose host parse asks for one.  When
 * the host parse loaded a header of project headers, this one loads the
 * device side's header of the same includes, made the first time. */
static cl_model *device_model(const char *path, const char *contents, const fe_config *cfg) {
  fe_config device = *cfg;
  device.device_pass = 1;
  device.pch = NULL;
  if (cfg->pch && cfg->pch_project && cfg->pch_device) {
    if (access(cfg->pch_device, R_OK) == 0)
      device.pch = cfg->pch_device;
    else if (!fe_pch_failed_recently(cfg->pch_device) && fe_room_for_pch(cfg->pch_device)) {
      if (fe_make_pch(&device, cfg->pch_device))
        device.pch = cfg->pch_device;
      else
        fe_pch_mark_failed(cfg->pch_device);
    }
  }
  cl_model *d;
  fe_status st = fe_build_model(path, contents, &device, &d);
  if (device.pch && (st == FE_ARGS_REJECTED || (st == FE_OK && fe_pch_refused(d)))) {
    fe_remove_pch(device.pch); /* stale: made again next time */
    if (st == FE_OK)
      cl_model_free(d);
    device.pch = NULL;
    st = fe_build_model(path, contents, &device, &d);
  }
  if (st != FE_OK)
    d = fe_failed_device_model(path);
  return d;
}

/* ---- nvcc's trait builtins, answered from the model (--check) ----
 * The first parse answers false for every type and notes a question about
 * a type whose name holds a closure's (shim.c's probe).  After such a
 * question the file is parsed again with the model's answers, keyed by
 * the name clang gives each closure. */

/* cudalift_traits.h for the second parse. */
static const char *trait_answers(fe_ctx *c) {
  cl_buf b = {0};
  cl_buf_printf(&b, "#pragma clang system_header\n"
                    "constexpr const char *__cudalift_nv_keys[] = {");
  cl_buf kinds = {0};
  for (size_t i = 0; i < c->lambdas.len; i++) {
    const fe_lambda *fl = c->lambdas.items[i];
    const cl_lambda *l = fl->out;
    if (!l->extended)
      continue;
    CXString name;
    unsigned line, col;
    clang_getPresumedLocation(clang_getCursorLocation(fl->expr), &name, &line, &col);
    cl_buf_quoted(&b, cl_printf(c->arena, "(lambda at %s:%u:%u)", clang_getCString(name), line, col));
    clang_disposeString(name);
    cl_buf_printf(&b, ", ");
    cl_buf_printf(&kinds, "%uu, ", l->space == CL_SPACE_HOST_DEVICE ? 4u
                                   : cl_preserved_return(l)            ? 3u
                                                                       : 1u);
  }
  cl_buf_printf(&b,
                "nullptr};\n"
                "constexpr unsigned __cudalift_nv_kinds[] = {%s0u};\n"
                /* __name is "... [__T = TYPE]": true when TYPE, less its
                 * cv-qualifiers, is the closure `__key` names (as nvcc: a
                 * type that holds a closure, a pointer to one, is not) */
                "constexpr const char *__cudalift_nv_past(const char *__a, const char *__b) {\n"
                "  while (*__b && *__a == *__b) { ++__a; ++__b; }\n"
                "  return *__b ? nullptr : __a;\n"
                "}\n"
                "constexpr bool __cudalift_nv_is(const char *__name, const char *__key) {\n"
                "  const char *__t = nullptr;\n"
                "  for (; *__name && !__t; ++__name) __t = __cudalift_nv_past(__name, \"[__T = \");\n"
                "  for (const char *__q = __t; __q;) {\n"
                "    __q = __cudalift_nv_past(__t, \"const \");\n"
                "    if (!__q) __q = __cudalift_nv_past(__t, \"volatile \");\n"
                "    if (__q) __t = __q;\n"
                "  }\n"
                "  const char *__e = __t ? __cudalift_nv_past(__t, __key) : nullptr;\n"
                "  return __e && __e[0] == ']' && !__e[1];\n"
                "}\n"
                "constexpr bool __cudalift_nv_answer(unsigned __k, const char *__name) {\n"
                "  for (unsigned __i = 0; __cudalift_nv_keys[__i]; ++__i)\n"
                "    if (__cudalift_nv_is(__name, __cudalift_nv_keys[__i]))\n"
                "      return (__cudalift_nv_kinds[__i] & __k) != 0;\n"
                "  return false;\n"
                "}\n",
                cl_buf_str(&kinds));
  const char *out = cl_strdup(c->arena, cl_buf_str(&b));
  cl_buf_free(&b);
  cl_buf_free(&kinds);
  return out;
}

/* One parse of `path` (with `contents` when given, and the user headers
 * `headers` as given); its device-side parse, if any, reads `as_written`
 * (the file on disk when NULL).  After a parse that failed, `respell`
 * (unless NULL) receives what a second parse should respell. */
static fe_status build_once(const char *path, const char *contents, const char *as_written,
                            const struct CXUnsavedFile *headers, size_t nheaders,
                            const fe_config *cfg, cl_model **out, cl_vec *respell) {
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
    unsaved[nunsaved++] = fe_shim_unsaved(cfg, i, arena);
  if (contents)
    unsaved[nunsaved++] =
        (struct CXUnsavedFile){path, contents, (unsigned long)strlen(contents)};
  for (size_t i = 0; i < nheaders; i++)
    unsaved[nunsaved++] = headers[i];

  /* A precompiled header of library headers only (pch.c): the walk need
   * not deserialize its declarations, only the file's own.  One that holds
   * the user's headers is walked like them. */
  CXIndex index = clang_createIndex(cfg->pch && !cfg->device_pass && !cfg->pch_project, 0);
  CXTranslationUnit tu = NULL;
  double clang_start = cl_seconds(), clang_cpu_start = cl_thread_cpu_seconds();
  enum CXErrorCode err = clang_parseTranslationUnit2(
      index, path, args, (int)nargs, unsaved, (unsigned)nunsaved,
      CXTranslationUnit_DetailedPreprocessingRecord | CXTranslationUnit_KeepGoing |
          (cfg->quick ? CXTranslationUnit_Incomplete : 0),
      &tu);
  if ((err == CXError_ASTReadError || err == CXError_InvalidArguments) && !cfg->pch &&
      !cfg->quick) {
    /* (With a precompiled header, the caller parses again without it; a
     * quick parse's caller parses again in full.) */
    /* libclang keeps its reason to itself unless the index displays
     * diagnostics: parse once more with one that does, for the user. */
    CXIndex loud = clang_createIndex(0, 1);
    CXTranslationUnit again = NULL;
    clang_parseTranslationUnit2(loud, path, args, (int)nargs, unsaved, (unsigned)nunsaved,
                                CXTranslationUnit_DetailedPreprocessingRecord, &again);
    if (again)
      clang_disposeTranslationUnit(again);
    clang_disposeIndex(loud);
  }
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
  m->clang_seconds = cl_seconds() - clang_start;
  m->clang_cpu_seconds = cl_thread_cpu_seconds() - clang_cpu_start;
  double walk_start = cl_seconds();
  fe_ctx c = {.tu = tu, .arena = arena, .model = m};
  c.main_file = clang_getFile(tu, path);
  if (cfg->pch && (!cfg->device_pass || cfg->pch_project))
    fe_load_pch_system(&c, cfg->pch);
  /* --check's parses answer as nvcc does (the first one false for every
   * type that names no closure, shim.c): a static_assert on them counts. */
  c.traits_answered = cfg->trait_header != NULL || cfg->answer_traits;
  c.device_pass = cfg->device_pass;
  c.respelled = cfg->respelled;
  c.pch_project = cfg->pch && cfg->pch_project;
  c.walk_every_file = !cfg->walk_lambda_headers;
  c.in_memory = cl_alloc(arena, (nunsaved + 1) * sizeof *c.in_memory);
  for (size_t i = 0; i < nunsaved; i++) {
    CXFile f = clang_getFile(tu, unsaved[i].Filename);
    if (f)
      c.in_memory[c.nin_memory++] = (struct fe_in_memory){f, &unsaved[i]};
  }
  for (size_t i = 0; i < cfg->clang_args.len; i++) {
    c.rdc |= !strcmp(cfg->clang_args.items[i], "-D__CUDACC_RDC__=1");
    m->relaxed_constexpr |= !strcmp(cfg->clang_args.items[i], "-D__CUDACC_RELAXED_CONSTEXPR__=1");
  }
  fe_collect_messages(&c);
  if (c.pch_project)
    fe_replay_pch_errors(&c, cfg->pch);
  fe_walk(&c);
  /* A main file with no declaration (comments alone, or code under a
   * false #if) is a source all the same: --emit-lowered writes it. */
  fe_file_of(&c, c.main_file);
  fe_collect_calls(&c);
  record_expansions(&c);
  finish_lambdas(&c);
  fe_drop_linkage_errors(&c);
  fe_drop_respelled_wrong_side(&c);
  if (cfg->defer_foreign_errors || cfg->mark_foreign_errors)
    fe_defer_foreign_errors(&c, cfg->defer_foreign_errors);
  for (size_t i = 0; i < c.include_cursors.len; i++)
    fe_record_include(&c, *(CXCursor *)c.include_cursors.items[i]);
  fe_finish_uses(&c);
  m->walk_seconds = cl_seconds() - walk_start;
  if (fe_device_pass_wanted(&c, cfg)) {
    double t0 = cl_seconds();
    m->device = device_model(path, as_written, cfg);
    m->no_kernel_templates = !fe_declares_kernel_templates(&c);
    m->device_seconds = cl_seconds() - t0;
  }
  /* The answers matter only where a builtin was asked about a closure's
   * type, on either side (shim.c's probe). */
  if (cfg->answer_traits && !cfg->trait_header &&
      (m->trait_probe_hit || (m->device && m->device->trait_probe_hit)))
    m->trait_answers = trait_answers(&c);
  fe_settle_held_errors(&c, cfg->defer_foreign_errors, cfg->mark_foreign_errors);
  if (c.device_pass_for_errors && m->device) {
    /* Nothing else of the file depends on __CUDA_ARCH__: the rules and
     * the lowering see one program, as without this parse. */
    cl_model_free(m->device);
    m->device = NULL;
  }

  fe_read_met_files(&c);
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
  /* Errors left for nvcc count too: a library template's call of a
   * __device__ lambda (std::for_each) is reported alike in every mode. */
  if (respell && (m->errors || m->ndeferred))
    fe_preserved_retry(&c, respell);
  cl_vec_free(&c.include_cursors);
  fe_forget_quiet(&c);
  cl_vec_free(&c.files);
  cl_vec_free(&c.lambdas);
  cl_vec_free(&c.macros);
  cl_vec_free(&c.constexpr_ifs);
  cl_vec_free(&c.constexpr_if_stmts);
  cl_vec_free(&c.function_spans);
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

/* A user file's text as the model keeps it, to be changed. */
static cl_source *source_named(cl_model *m, const char *name) {
  return (cl_source *)cl_model_source(m, name);
}

/* The second parse quotes lines as it read them: quoted again from the
 * files as written (the respelled words have the same length). */
static void show_as_written(cl_model *m, const cl_model *first) {
  for (size_t i = 0; i < m->nmessages; i++) {
    cl_message *msg = &m->messages[i];
    const cl_source *src = msg->loc.file && msg->source_line
                               ? cl_model_source(first, msg->loc.file)
                               : NULL;
    if (!src || msg->loc.offset > src->size)
      continue;
    size_t b = msg->loc.offset, e = msg->loc.offset;
    while (b > 0 && src->text[b - 1] != '\n')
      b--;
    while (e < src->size && src->text[e] != '\n' && src->text[e] != '\r')
      e++;
    msg->source_line = cl_strndup(m->arena, src->text + b, e - b);
  }
}

/* The files a second parse reads respelled: each one's text as the first
 * parse read it, with its lambdas respelled (one entry per file). */
static size_t respelled_files(cl_model *first, const cl_vec *words, struct CXUnsavedFile *out) {
  size_t n = 0;
  for (size_t i = 0; i < words->len; i++) {
    const fe_respelling *w = words->items[i];
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
    char *text = (char *)out[k].Contents;
    memcpy(text + w->word.offset, FE_PRESERVED_WORD, w->word.length);
    text[w->body_offset] = FE_BODY_WORD[0];
  }
  return n;
}

/* `#define NAME #pragma ...` (TNL's `#define TNL_NVCC_HD_WARNING_DISABLE
 * #pragma hd_warning_disable`, under __NVCC__): nvcc's front end takes
 * the pragma where the macro is used; to clang that expansion is a stray
 * `#`, and the declaration after it is lost.  The text with each such
 * replacement blanked (same length; line breaks and the continuations'
 * backslashes kept), or NULL when there is none. */
static int continued(const char *t, size_t nl) {
  return (nl > 0 && t[nl - 1] == '\\') || (nl > 1 && t[nl - 1] == '\r' && t[nl - 2] == '\\');
}

static char *quiet_pragma_macros(const char *t, size_t n) {
  char *q = NULL;
  for (size_t i = 0; i < n;) {
    size_t j = i;
    while (j < n && (t[j] == ' ' || t[j] == '\t'))
      j++;
    size_t eol = j;
    while (eol < n && !(t[eol] == '\n' && !continued(t, eol)))
      eol++;
    if (j < n && t[j] == '#') {
      size_t k = j + 1;
      while (k < n && (t[k] == ' ' || t[k] == '\t'))
        k++;
      if (k + 6 < n && !strncmp(t + k, "define", 6) && (t[k + 6] == ' ' || t[k + 6] == '\t')) {
        k += 6;
        while (k < n && (t[k] == ' ' || t[k] == '\t'))
          k++;
        size_t name = k;
        while (k < n && cl_ident_char(t[k]))
          k++;
        size_t r = k; /* the replacement of an object-like macro */
        while (r < eol && (t[r] == ' ' || t[r] == '\t' || t[r] == '\\' || t[r] == '\r' ||
                           t[r] == '\n'))
          r++; /* blanks and line continuations */
        size_t w = r + 1;
        while (w < eol && (t[w] == ' ' || t[w] == '\t'))
          w++;
        if (k > name && k < n && t[k] != '(' && r < eol && t[r] == '#' && w + 6 <= eol &&
            !strncmp(t + w, "pragma", 6) && (w + 6 == eol || !cl_ident_char(t[w + 6]))) {
          if (!q) {
            q = cl_xmalloc(n + 1);
            memcpy(q, t, n);
            q[n] = '\0';
          }
          for (size_t b = r; b < eol; b++)
            if (!(q[b] == '\n' || q[b] == '\r' || (q[b] == '\\' && b + 1 < n &&
                                                  (q[b + 1] == '\n' || q[b + 1] == '\r'))))
              q[b] = ' ';
        }
      }
    }
    i = eol + 1;
  }
  return q;
}

/* The user files of `m` (the main file, the files it met and those its
 * #include lines reached) that define such a macro, quieted.  Their
 * names and texts live in `m`'s arena. */
static size_t pragma_macro_files(cl_model *m, struct CXUnsavedFile **out) {
  size_t cap = m->nsources + m->nincludes + 1, n = 0;
  const char **names = cl_xmalloc(cap * sizeof *names);
  size_t nnames = 0;
  names[nnames++] = m->file;
  for (size_t i = 0; i < m->nsources; i++)
    names[nnames++] = m->sources[i].name;
  for (size_t i = 0; i < m->nincludes; i++)
    if (m->includes[i].target)
      names[nnames++] = m->includes[i].target;
  *out = cl_alloc(m->arena, cap * sizeof **out);
  for (size_t i = 0; i < nnames; i++) {
    int again = 0;
    for (size_t k = 0; k < i && !again; k++)
      again = !strcmp(names[k], names[i]);
    if (again)
      continue;
    const cl_source *src = cl_model_source(m, names[i]);
    size_t len = src ? src->size : 0;
    char *read = src ? NULL : cl_read_file(names[i], &len);
    char *q = read || src ? quiet_pragma_macros(src ? src->text : read, len) : NULL;
    free(read);
    if (!q)
      continue;
    (*out)[n++] = (struct CXUnsavedFile){cl_strdup(m->arena, names[i]), cl_strndup(m->arena, q, len),
                                         (unsigned long)len};
    free(q);
  }
  free(names);
  return n;
}

/* The texts of `m`'s files, and the lines its messages quote, as written:
 * those of `as_written`, a parse of the same files. */
static void restore_as_written(cl_model *m, const cl_model *as_written) {
  for (size_t i = 0; i < as_written->nsources; i++) {
    const cl_source *w = &as_written->sources[i];
    cl_source *seen = source_named(m, w->name);
    cl_source *seen_device = source_named(m->device, w->name);
    if (seen)
      seen->text = cl_strndup(m->arena, w->text, w->size);
    if (seen_device && seen)
      seen_device->text = seen->text;
  }
  show_as_written(m, as_written);
}

/* A first parse with errors, of files that define a macro as `#pragma
 * ...`: parsed again with those definitions quieted (no precompiled
 * header: it holds the files as written), kept when it has fewer errors.
 * Then `*first` is the model of the files as written, and the quieted
 * files are in `*quiet`; else both are left alone and 0 returned. */
static size_t quiet_parse(const char *path, const char *contents, const fe_config *cfg,
                          cl_model **out, cl_vec *words, cl_model **first,
                          struct CXUnsavedFile **quiet) {
  struct CXUnsavedFile *files;
  size_t n = pragma_macro_files(*out, &files), nheaders = 0;
  if (!n)
    return 0;
  const char *main_text = NULL;
  struct CXUnsavedFile *headers = cl_alloc((*out)->arena, (n + 1) * sizeof *headers);
  for (size_t i = 0; i < n; i++) {
    if (!strcmp(files[i].Filename, (*out)->file))
      main_text = files[i].Contents;
    else
      headers[nheaders++] = files[i];
  }
  fe_config plain = *cfg;
  plain.pch = NULL;
  cl_vec again = {0};
  cl_model *second = NULL;
  if (build_once(path, main_text ? main_text : contents, contents, headers, nheaders, &plain,
                 &second, &again) != FE_OK ||
      second->errors >= (*out)->errors) {
    if (second)
      cl_model_free(second);
    cl_vec_free(&again);
    return 0;
  }
  *first = *out;
  *out = second;
  cl_vec_free(words);
  *words = again;
  *quiet = files;
  return n;
}

static fe_status build_model(const char *path, const char *contents,
                             const fe_config *cfg, cl_model **out) {
  cl_vec words = {0};
  fe_status st = build_once(path, contents, contents, NULL, 0, cfg, out, &words);
  if (st == FE_OK && (*out)->trait_answers) {
    /* parsed again with the answers (build_with_answers): no more of this one */
    cl_vec_free(&words);
    return st;
  }
  cl_model *as_written = NULL;
  struct CXUnsavedFile *quiet = NULL;
  size_t nquiet = st == FE_OK && (*out)->errors
                      ? quiet_parse(path, contents, cfg, out, &words, &as_written, &quiet)
                      : 0;
  struct CXUnsavedFile *files = cl_xcalloc(words.len + nquiet + 1, sizeof *files);
  size_t nfiles = st == FE_OK && words.len ? respelled_files(*out, &words, files) : 0;
  cl_vec_free(&words);
  if (nfiles) {
    /* the quieted files the respelling leaves as they are */
    for (size_t i = 0; i < nquiet; i++) {
      size_t k = 0;
      while (k < nfiles && strcmp(files[k].Filename, quiet[i].Filename))
        k++;
      if (k == nfiles)
        files[nfiles++] = quiet[i];
    }
  }
  if (!nfiles) {
    free(files);
    if (as_written) {
      restore_as_written(*out, as_written);
      cl_model_free(as_written);
    }
    return st;
  }
  /* Host code asks __device__ lambdas about themselves (preserved.c):
   * parse again with them respelled, and keep that parse unless it has
   * more errors.  Its model shows the files as written. */
  const char *main_text = NULL;
  size_t nheaders = 0;
  for (size_t i = 0; i < nfiles; i++) {
    if (!strcmp(files[i].Filename, (*out)->file))
      main_text = files[i].Contents;
    else
      files[nheaders++] = files[i];
  }
  fe_config again = *cfg;
  again.respelled = 1;
  if (as_written)
    again.pch = NULL;
  cl_model *second = NULL;
  fe_status st2 = build_once(path, main_text ? main_text : contents, contents, files, nheaders,
                             &again, &second, NULL);
  free(files);
  if (st2 == FE_OK && second->errors <= (*out)->errors) {
    restore_as_written(second, as_written ? as_written : *out);
    cl_model_free(*out);
    *out = second;
  } else {
    if (st2 == FE_OK)
      cl_model_free(second);
    if (as_written)
      restore_as_written(*out, as_written);
  }
  if (as_written)
    cl_model_free(as_written);
  return st;
}

static fe_status build_with_answers(const char *path, const char *contents,
                                    const fe_config *cfg, cl_model **out) {
  fe_status st = build_model(path, contents, cfg, out);
  if (st != FE_OK || !(*out)->trait_answers)
    return st;
  fe_config again = *cfg;
  again.trait_header = (*out)->trait_answers;
  cl_model *second = NULL;
  if (build_model(path, contents, &again, &second) != FE_OK)
    return st;
  cl_model_free(*out);
  second->trait_reparsed = 1;
  *out = second;
  return FE_OK;
}

/* The parse and the walks over its tree recurse once per level of nested
 * code: 2,000 nested lambdas (nvcc builds them) take more than the 8 MiB
 * that libclang's own parse thread and a default thread have.  So libclang
 * parses on the calling thread (LIBCLANG_NOTHREADS: its crash recovery
 * stays), and that thread is one with a large stack, reserved, not
 * committed: pages are only touched as deep as the input goes.  Where no
 * such thread can be made, the model is built on the caller's stack. */
enum { BUILD_STACK_BYTES = 512u << 20 };

typedef struct build_call {
  const char *path, *contents;
  const fe_config *cfg;
  cl_model **out;
  fe_status st;
} build_call;

static void *build_on_large_stack(void *arg) {
  build_call *c = arg;
  c->st = build_with_answers(c->path, c->contents, c->cfg, c->out);
  return NULL;
}

fe_status fe_build_model(const char *path, const char *contents,
                         const fe_config *cfg, cl_model **out) {
  build_call c = {.path = path, .contents = contents, .cfg = cfg, .out = out};
  pthread_attr_t attr;
  pthread_t t;
  int made = 0;
  if (pthread_attr_init(&attr) == 0) {
    setenv("LIBCLANG_NOTHREADS", "1", 1);
    made = pthread_attr_setstacksize(&attr, BUILD_STACK_BYTES) == 0 &&
           pthread_create(&t, &attr, build_on_large_stack, &c) == 0;
    pthread_attr_destroy(&attr);
  }
  if (made)
    pthread_join(t, NULL);
  else
    build_on_large_stack(&c);
  return c.st;
}
