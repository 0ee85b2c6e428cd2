/* pch.c - builds a precompiled header of what a CUDA translation unit
 * includes before its first line (clang's CUDA runtime wrapper, hence
 * cuda_runtime.h and the headers it pulls in), so that the files of one
 * -p run that share their flags parse that part once, not once each.  It
 * holds exactly the implicit includes, so a file parsed with it means
 * what it means without it. */
#define _XOPEN_SOURCE 700 /* utimensat */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <time.h>
#include <unistd.h>

#include "fe_internal.h"

struct pch_files {
  CXTranslationUnit tu;
  cl_buf out;
};

/* The flags without the user's -include files: those come after the
 * implicit includes, in each translation unit's own parse. */
static void prefix_config(const fe_config *cfg, fe_config *out) {
  *out = *cfg;
  out->pch = NULL;
  out->pch_build = 1;
  out->clang_args = (cl_vec){0};
  out->owned = (cl_vec){0}; /* cfg's strings stay cfg's */
  out->nvcc_args = (cl_vec){0};
  for (size_t i = 0; i < cfg->clang_args.len; i++) {
    if (!cfg->pch_project && !strcmp(cfg->clang_args.items[i], "-include") &&
        i + 1 < cfg->clang_args.len) {
      i++;
      continue;
    }
    cl_vec_push(&out->clang_args, cfg->clang_args.items[i]);
  }
}

const char fe_pch_errors_suffix[] = ".err";

static int has_errors(CXTranslationUnit tu) {
  int errors = 0;
  for (unsigned i = 0; i < clang_getNumDiagnostics(tu); i++) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    errors += clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error;
    clang_disposeDiagnostic(d);
  }
  return errors > 0;
}

/* With a preamble of library headers, their function bodies are left out
 * (clang keeps those of constexpr functions and of functions with a
 * deduced return type, which callers need): cudalift checks the user's
 * code, and instantiating thrust's and cub's bodies for every use is most
 * of the cost of parsing a thrust program. */
/* c++20, gnu++2a, c++23, ...: "c++" or "gnu++", then 2 and a digit or a
 * letter. */
static int from_cxx20(const char *std) {
  const char *p = strstr(std, "++");
  return p && p[2] >= '2' && p[2] <= '9' && p[3];
}

int fe_pch_wanted(const fe_config *cfg) {
  /* The small prelude parses in milliseconds: nothing to gain.  Under
   * C++20, clang's checks take the toolkit's redeclarations of its CUDA
   * wrapper functions (rsqrt, ...) in a file that loads a header for
   * conflicting definitions, and lose the device printf. */
  return !cfg->minimal && !from_cxx20(cfg->std);
}

/* The header's system files, for fe_pch_system_files: a parse that loads
 * the header can tell them without searching its entries (ast.c). */
static void note_system_file(CXFile f, CXSourceLocation *stack, unsigned depth, CXClientData data) {
  (void)stack;
  (void)depth;
  struct pch_files *pf = data;
  if (!clang_Location_isInSystemHeader(clang_getLocationForOffset(pf->tu, f, 0)))
    return;
  CXString name = clang_getFileName(f);
  const char *n = clang_getCString(name);
  if (n && *n && !strchr(n, '\n')) {
    cl_buf_append(&pf->out, n, strlen(n));
    cl_buf_putc(&pf->out, '\n');
  }
  clang_disposeString(name);
}

const char fe_pch_system_suffix[] = ".sys";

/* Writes `text` to the list beside header `path` named by `suffix`: under a
 * temporary name with the process id (`...<suffix>.<pid>.tmp`, the form
 * the cache's trim removes when its maker is gone), then renamed.  1 when
 * written, 0 (and nothing left behind) when not. */
static int write_list(const char *path, const char *suffix, const cl_buf *text) {
  cl_buf name = {0}, tmp = {0};
  cl_buf_printf(&name, "%s%s", path, suffix);
  cl_buf_printf(&tmp, "%s%s.%ld.tmp", path, suffix, (long)getpid());
  FILE *f = fopen(cl_buf_str(&tmp), "wb");
  int ok = f && (text->len == 0 || fwrite(text->data, 1, text->len, f) == text->len);
  if (f)
    ok = !fclose(f) && ok;
  ok = ok && rename(cl_buf_str(&tmp), cl_buf_str(&name)) == 0;
  if (!ok)
    unlink(cl_buf_str(&tmp));
  cl_buf_free(&name);
  cl_buf_free(&tmp);
  return ok;
}

/* `path`.sys: the names of the header's system files, one a line.
 * Without it (or when it cannot be written) a parse searches as before. */
static void write_system_files(CXTranslationUnit tu, const char *path) {
  struct pch_files pf = {tu, {0}};
  clang_getInclusions(tu, note_system_file, &pf);
  write_list(path, fe_pch_system_suffix, &pf.out);
  cl_buf_free(&pf.out);
}

/* `path`.err: the errors of the parse that makes a header of project
 * headers (clang refusing what nvcc accepts: a dependent template name
 * without `template`), where each is placed as the parse that loads the
 * header would place it.  0 (no header) when one has no file or is an
 * error the front end reads more into than its place (fe_plain_error). */
static int write_errors(CXTranslationUnit tu, const char *path) {
  cl_buf out = {0};
  int ok = 1;
  for (unsigned i = 0; ok && i < clang_getNumDiagnostics(tu); i++) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
      CXString text = clang_getDiagnosticSpelling(d);
      const char *t = clang_getCString(text);
      CXFile f;
      unsigned line, col, off;
      CXSourceLocation at = clang_getDiagnosticLocation(d);
      clang_getSpellingLocation(at, &f, &line, &col, &off);
      if (f && !clang_Location_isInSystemHeader(at) &&
          clang_Location_isInSystemHeader(clang_getLocationForOffset(tu, f, off)))
        clang_getExpansionLocation(at, &f, &line, &col, &off);
      CXString fname = clang_getFileName(f);
      const char *fn = f ? clang_getCString(fname) : NULL;
      ok = fn && *fn && !strpbrk(fn, "\t\n") && t && fe_plain_error(t);
      if (ok) {
        cl_buf_printf(&out, "%s\t%u\t%u\t%u\t", fn, line, col, off);
        for (; *t; t++)
          cl_buf_putc(&out, *t == '\t' || *t == '\n' || *t == '\r' ? ' ' : *t);
        cl_buf_putc(&out, '\n');
      }
      clang_disposeString(fname);
      clang_disposeString(text);
    }
    clang_disposeDiagnostic(d);
  }
  ok = ok && write_list(path, fe_pch_errors_suffix, &out);
  cl_buf_free(&out);
  return ok;
}

const char fe_pch_format[] =
    "4: detailed preprocessing record, bodies skipped with a library preamble, project "
    "headers kept with their errors";

int fe_build_pch(const fe_config *cfg, const char *path) {
  if (!fe_pch_wanted(cfg))
    return 0;
  fe_config prefix;
  prefix_config(cfg, &prefix);
  cl_arena *arena = cl_arena_new();
  size_t nargs;
  const char **args = fe_clang_args(&prefix, arena, &nargs);
  /* The shims, and the header's own main file. */
  struct CXUnsavedFile *unsaved = cl_alloc(arena, (fe_nshims + 1) * sizeof *unsaved);
  size_t nunsaved = 0;
  for (size_t i = 0; i < fe_nshims; i++)
    unsaved[nunsaved++] = fe_shim_unsaved(cfg, i, arena);
  const char *main_file = fe_pch_main;
  if (cfg->pch_project && cfg->pch_main && cfg->pch_preamble) {
    main_file = cfg->pch_main;
    unsaved[nunsaved++] = (struct CXUnsavedFile){main_file, cfg->pch_preamble,
                                                 (unsigned long)strlen(cfg->pch_preamble)};
  }
  CXIndex index = clang_createIndex(0, 0);
  CXTranslationUnit tu = NULL;
  enum CXErrorCode err = clang_parseTranslationUnit2(
      index, main_file, args, (int)nargs, unsaved, (unsigned)nunsaved,
      CXTranslationUnit_Incomplete | CXTranslationUnit_ForSerialization |
          /* the parse that loads it keeps one (C++20 refuses a mismatch) */
          CXTranslationUnit_DetailedPreprocessingRecord |
          (cfg->pch_preamble && !cfg->pch_project ? CXTranslationUnit_SkipFunctionBodies : 0),
      &tu);
  /* A header of project headers is kept with its errors (clang refuses
   * some code nvcc accepts, and the parse leaves such errors outside
   * extended lambdas to nvcc): they are listed beside it. */
  int ok = err == CXError_Success && tu &&
           (!has_errors(tu) || (cfg->pch_project && write_errors(tu, path))) &&
           clang_saveTranslationUnit(tu, path, clang_defaultSaveOptions(tu)) ==
               CXSaveError_None;
  if (ok)
    write_system_files(tu, path);
  if (tu)
    clang_disposeTranslationUnit(tu);
  clang_disposeIndex(index);
  cl_arena_free(arena);
  fe_config_free(&prefix);
  return ok;
}

/* PATH.failed: a header that could not be made.  Asked again after a
 * day: the headers may have been fixed since. */
static char *failed_mark(const char *path) {
  cl_buf b = {0};
  cl_buf_printf(&b, "%s.failed", path);
  return b.data;
}

int fe_pch_failed_recently(const char *path) {
  char *mark = failed_mark(path);
  struct stat st;
  int recent = stat(mark, &st) == 0 && st.st_mtime > time(NULL) - 24 * 3600;
  free(mark);
  return recent;
}

void fe_pch_mark_failed(const char *path) {
  char *mark = failed_mark(path);
  int fd = open(mark, O_WRONLY | O_CREAT, 0600);
  if (fd >= 0) {
    close(fd);
    utimensat(AT_FDCWD, mark, NULL, 0);
  }
  free(mark);
}

int fe_pch_refused(const cl_model *m) {
  for (size_t i = 0; i < m->nmessages; i++)
    if (m->messages[i].severity == CL_ERROR && strstr(m->messages[i].text, "precompiled"))
      return 1;
  return 0;
}

void fe_remove_pch(const char *path) {
  cl_buf sys = {0}, errs = {0};
  cl_buf_printf(&sys, "%s%s", path, fe_pch_system_suffix);
  cl_buf_printf(&errs, "%s%s", path, fe_pch_errors_suffix);
  unlink(path);
  unlink(cl_buf_str(&sys));
  unlink(cl_buf_str(&errs));
  cl_buf_free(&sys);
  cl_buf_free(&errs);
}

int fe_room_for_pch(const char *path) {
  const char *slash = strrchr(path, '/');
  cl_buf dir = {0};
  cl_buf_printf(&dir, "%.*s", slash ? (int)(slash - path) + (slash == path) : 1,
                slash ? path : ".");
  struct statvfs st;
  int ok = statvfs(cl_buf_str(&dir), &st) == 0 &&
           (unsigned long long)st.f_bavail * st.f_frsize >= 256ull << 20;
  cl_buf_free(&dir);
  return ok;
}

int fe_make_pch(const fe_config *cfg, const char *path) {
  if (!fe_room_for_pch(path))
    return 0;
  cl_buf tmp = {0}, tmp_sys = {0}, sys = {0}, tmp_err = {0}, errs = {0};
  cl_buf_printf(&tmp, "%s.%ld.tmp", path, (long)getpid());
  cl_buf_printf(&tmp_sys, "%s%s", cl_buf_str(&tmp), fe_pch_system_suffix);
  cl_buf_printf(&sys, "%s%s", path, fe_pch_system_suffix);
  cl_buf_printf(&tmp_err, "%s%s", cl_buf_str(&tmp), fe_pch_errors_suffix);
  cl_buf_printf(&errs, "%s%s", path, fe_pch_errors_suffix);
  /* The lists first, so that a reader who finds the header finds them;
   * an older header's list of errors goes when the new one has none. */
  int ok = fe_build_pch(cfg, cl_buf_str(&tmp)) &&
           (rename(cl_buf_str(&tmp_sys), cl_buf_str(&sys)) == 0 || errno == ENOENT) &&
           (rename(cl_buf_str(&tmp_err), cl_buf_str(&errs)) == 0 ||
            (errno == ENOENT && (unlink(cl_buf_str(&errs)) == 0 || errno == ENOENT))) &&
           rename(cl_buf_str(&tmp), path) == 0;
  if (!ok) {
    unlink(cl_buf_str(&tmp));
    unlink(cl_buf_str(&tmp_sys));
    unlink(cl_buf_str(&tmp_err));
  }
  cl_buf_free(&tmp);
  cl_buf_free(&tmp_sys);
  cl_buf_free(&sys);
  cl_buf_free(&tmp_err);
  cl_buf_free(&errs);
  return ok;
}

/* Library and toolkit headers only: a project header's lambdas must come
 * from the file itself, never from a precompiled header. */
static int system_name(const char *name, size_t n) {
  static const char *const prefixes[] = {"thrust/", "cub/", "cuda/", "cuda_", "cuda.h",
                                         "cooperative_groups", "curand", "cublas", "cufft",
                                         "cusparse", "cusolver", "nvtx3/", "math_constants.h",
                                         "device_launch_parameters.h", "vector_types.h"};
  if (!memchr(name, '/', n) && !memchr(name, '.', n))
    return 1; /* <cstdio>, <vector>, ... */
  static const char *const c_headers[] = {"stdio.h", "stdlib.h", "string.h", "math.h",
                                          "stdint.h", "assert.h", "time.h", "limits.h"};
  for (size_t i = 0; i < sizeof c_headers / sizeof *c_headers; i++)
    if (strlen(c_headers[i]) == n && !strncmp(name, c_headers[i], n))
      return 1;
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (n >= strlen(prefixes[i]) && !strncmp(name, prefixes[i], strlen(prefixes[i])))
      return 1;
  return 0;
}

/* Skips blanks, newlines and comments; returns where the next token is. */
static const char *skip_space(const char *s) {
  for (;;) {
    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
      s++;
    if (s[0] == '/' && s[1] == '/') {
      while (*s && *s != '\n')
        s++;
    } else if (s[0] == '/' && s[1] == '*') {
      const char *e = strstr(s + 2, "*/");
      if (!e)
        return s;
      s = e + 2;
    } else {
      return s;
    }
  }
}

/* Is <name> found in one of the command line's -I folders?  Then it is a
 * project header, whatever its name (a project's own <cuda_utils.h>). */
/* Is there a file `name` (n bytes) in the folder dir (dir_len bytes)? */
static int in_folder(const char *dir, size_t dir_len, const char *name, size_t n) {
  cl_buf path = {0};
  cl_buf_printf(&path, "%.*s/%.*s", (int)dir_len, dir, (int)n, name);
  int found = access(cl_buf_str(&path), F_OK) == 0;
  cl_buf_free(&path);
  return found;
}

static int in_user_folder(const fe_config *cfg, const char *name, size_t n) {
  for (size_t i = 0; i < cfg->clang_args.len; i++) {
    const char *arg = cfg->clang_args.items[i];
    const char *dir = NULL;
    if (!strcmp(arg, "-I") && i + 1 < cfg->clang_args.len)
      dir = cfg->clang_args.items[++i];
    else if (cl_starts_with(arg, "-I"))
      dir = arg + 2;
    if (dir && in_folder(dir, strlen(dir), name, n))
      return 1;
  }
  return 0;
}

/* The #include line that comes next in `s` (after blanks and comments):
 * sets *line to its start, *name and *n to the name between its brackets
 * or quotes, *quoted; returns where the name's closing character ends,
 * or NULL when what comes is not such a line. */
static const char *leading_include(const char *s, const char **line, const char **name,
                                   size_t *n, int *quoted) {
  s = skip_space(s);
  *line = s;
  if (*s++ != '#')
    return NULL;
  while (*s == ' ' || *s == '\t')
    s++;
  if (strncmp(s, "include", 7))
    return NULL;
  s += 7;
  while (*s == ' ' || *s == '\t')
    s++;
  *quoted = *s == '"';
  const char *close = *s == '<' ? strchr(s + 1, '>') : *quoted ? strchr(s + 1, '"') : NULL;
  if (!close || memchr(s, '\n', (size_t)(close - s)))
    return NULL;
  *name = s + 1;
  *n = (size_t)(close - *name);
  return close + 1;
}

/* A library or toolkit header's name, not found in a -I folder (unless
 * it is CCCL's). */
static int library_include(const fe_config *cfg, const char *name, size_t n) {
  return system_name(name, n) && !(in_user_folder(cfg, name, n) && !fe_library_header(name, n));
}

char *fe_system_preamble(cl_arena *a, const char *text, const fe_config *cfg) {
  /* A -include file comes before the file's own lines: one that
   * configures a library (THRUST_DEVICE_SYSTEM) must come before the
   * library's headers too, which a header made beforehand cannot do. */
  for (size_t i = 0; i < cfg->clang_args.len; i++)
    if (!strcmp(cfg->clang_args.items[i], "-include") ||
        !strcmp(cfg->clang_args.items[i], "-imacros"))
      return NULL;
  cl_buf b = {0};
  const char *line, *name;
  size_t n;
  int quoted;
  for (const char *s = text; (s = leading_include(s, &line, &name, &n, &quoted)) && !quoted &&
                             library_include(cfg, name, n);) {
    cl_buf_append(&b, line, (size_t)(s - line));
    cl_buf_putc(&b, '\n');
  }
  char *r = b.len ? cl_strdup(a, cl_buf_str(&b)) : NULL;
  cl_buf_free(&b);
  return r;
}

/* The conditional directive that comes next in `s` (after blanks and
 * comments): +1 for #if, #ifdef and #ifndef, -1 for #endif, with *line
 * and *end set to its logical line (continuations included); 0 for
 * anything else, #else and #elif too, and for a line whose block comment
 * goes on past it. */
static int leading_conditional(const char *s, const char **line, const char **end) {
  s = skip_space(s);
  *line = s;
  if (*s++ != '#')
    return 0;
  while (*s == ' ' || *s == '\t')
    s++;
  const char *w = s;
  while (cl_ident_char(*s))
    s++;
  size_t n = (size_t)(s - w);
  int d = (n == 2 && !strncmp(w, "if", 2)) || (n == 5 && !strncmp(w, "ifdef", 5)) ||
                  (n == 6 && !strncmp(w, "ifndef", 6))
              ? 1
          : n == 5 && !strncmp(w, "endif", 5) ? -1
                                              : 0;
  for (; d && *s && *s != '\n'; s++) {
    if (s[0] == '\\' && (s[1] == '\n' || (s[1] == '\r' && s[2] == '\n')))
      s += s[1] == '\r' ? 2 : 1;
    else if (s[0] == '/' && s[1] == '/') {
      const char *nl = strchr(s, '\n');
      s = nl ? nl : s + strlen(s);
      break;
    } else if (s[0] == '/' && s[1] == '*') {
      const char *close = strstr(s + 2, "*/");
      if (!close || memchr(s, '\n', (size_t)(close - s)))
        return 0;
      s = close + 1;
    }
  }
  *end = s;
  return d;
}

char *fe_project_preamble(cl_arena *a, const char *text, const fe_config *cfg) {
  for (size_t i = 0; i < cfg->clang_args.len; i++)
    if (!strcmp(cfg->clang_args.items[i], "-imacros"))
      return NULL;
  cl_buf b = {0};
  const char *line, *name, *end;
  size_t n;
  int quoted, project = 0, depth = 0;
  /* As written: the header's parse finds each file where the file's own
   * parse would, by the same name.  Include lines may sit inside #if
   * blocks (a test whose whole text is in `#if !_CCCL_COMPILER(MSVC)`):
   * the header holds the same directives, evaluated after the same
   * includes, and closes the blocks still open at its end; the file's own
   * parse then meets those includes again, already included. */
  for (const char *s = text; !project;) {
    const char *next = leading_include(s, &line, &name, &n, &quoted);
    int d = 0;
    if (next) {
      project = quoted || !library_include(cfg, name, n);
    } else if ((d = leading_conditional(s, &line, &end)) != 0 && depth + d >= 0) {
      depth += d;
      next = end;
    } else {
      break;
    }
    cl_buf_append(&b, line, (size_t)(next - line));
    cl_buf_putc(&b, '\n');
    s = next;
  }
  while (project && depth-- > 0)
    cl_buf_printf(&b, "#endif\n");
  char *r = project ? cl_strdup(a, cl_buf_str(&b)) : NULL;
  cl_buf_free(&b);
  return r;
}

const char fe_pch_project_main[] = ".cudalift-pch.cu";
const char fe_pch_shared_main[] = "/__cudalift__/project/.cudalift-pch.cu";

int fe_preamble_needs_folder(const char *preamble, const char *dir, size_t dir_len) {
  /* Lines that ask about files or names (`#if __has_include("x.h")`,
   * `__FILE__`, `#include_next`) may answer otherwise elsewhere. */
  static const char *const asks[] = {"__has_include", "__FILE", "__BASE_FILE__", "include_next"};
  for (size_t i = 0; i < sizeof asks / sizeof *asks; i++)
    if (strstr(preamble, asks[i]))
      return 1;
  const char *line, *name;
  size_t n;
  int quoted;
  for (const char *s = preamble; *s;) {
    const char *next = leading_include(s, &line, &name, &n, &quoted);
    if (!next) {
      const char *eol = strchr(line, '\n');
      if (!eol)
        break;
      s = eol + 1;
      continue;
    }
    /* A quoted name is looked for beside the including file first. */
    if (quoted && name[0] != '/' && in_folder(dir, dir_len, name, n))
      return 1;
    s = next;
  }
  return 0;
}

int fe_project_pch_possible(const char *path, const fe_config *cfg) {
  static const char *const with_path[] = {"-I", "-iquote", "-isystem", "-idirafter", "-include",
                                          "-iprefix", "-iwithprefix", "-F", "-imacros"};
  if (path[0] != '/')
    return 0;
  for (size_t i = 0; i < cfg->clang_args.len; i++) {
    const char *arg = cfg->clang_args.items[i];
    for (size_t k = 0; k < sizeof with_path / sizeof *with_path; k++) {
      size_t n = strlen(with_path[k]);
      if (strncmp(arg, with_path[k], n))
        continue;
      const char *v = arg[n] ? arg + n : i + 1 < cfg->clang_args.len ? cfg->clang_args.items[i + 1] : "/";
      if (v[0] != '/')
        return 0;
      break;
    }
  }
  return 1;
}
