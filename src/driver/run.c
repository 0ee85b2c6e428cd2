/* run.c - one cudalift invocation over its files: the units (the inputs,
 * or a compile database's entries), run in worker processes with shared
 * precompiled headers, their output passed on in order, combined into one
 * JSON or SARIF document when asked, and the summary line.  The work on
 * one file is drv_run_one's (pipeline.c). */
#define _GNU_SOURCE /* chdir, getcwd, isatty, mkdtemp */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver.h"
#include "emit/emit.h"

/* What a run of several files adds up to, and the combined JSON or SARIF
 * document their results go into. */
typedef struct run_state {
  const drv_options *o; /* the command line */
  drv_unit **units;    /* what to run, in order */
  size_t nunits;       /* how many */
  int combine;         /* --check JSON/SARIF: one document for every file */
  cl_buf doc;          /* that document's results so far */
  size_t pieces;       /* files that put something into it */
  int rc;              /* the worst exit code */
  unsigned errors;     /* errors over all files */
  unsigned warnings;   /* warnings over all files */
  size_t unchecked;    /* files that could not be checked (exit code 2) */
} run_state;

/* In a worker process: one unit, its output on the worker's stdout/stderr. */
static int run_unit(void *ctx, size_t index, unsigned *errors, unsigned *warnings) {
  run_state *r = ctx;
  const drv_unit *u = r->units[index];
  if (u->problem) {
    fprintf(stderr, "%s\n", u->problem);
    return 2;
  }
  if (u->directory && chdir(u->directory) != 0) {
    fprintf(stderr, "cudalift: error: cannot enter '%s', the directory of '%s': %s\n",
            u->directory, u->file, strerror(errno));
    return 2;
  }
  cl_buf out = {0};
  int rc = drv_run_one(r->o, &u->fe, u->file, &out, errors, warnings);
  fputs(cl_buf_str(&out), stdout);
  cl_buf_free(&out);
  return rc;
}

/* In the parent, in input order: pass the unit's output on, add it up. */
static void unit_done(void *ctx, size_t index, const drv_job_result *res) {
  run_state *r = ctx;
  (void)index;
  if (!r->o->fix_pass)
    fputs(cl_buf_str(&res->err), stderr);
  if (r->o->fix_pass) {
    /* --fix's first pass: what it finds is fixed or shown by the second */
  } else if (!r->combine) {
    fputs(cl_buf_str(&res->out), stdout);
  } else if (res->out.len) {
    if (r->pieces++)
      cl_buf_putc(&r->doc, ',');
    cl_buf_append(&r->doc, res->out.data, res->out.len);
  }
  if (res->rc > r->rc)
    r->rc = res->rc;
  r->errors += res->errors;
  r->warnings += res->warnings;
  r->unchecked += res->rc == 2;
}

/* The unit's file as the progress line shows it: relative to the current
 * directory when it lies below it. */
static const char *unit_label(void *ctx, size_t index) {
  run_state *r = ctx;
  const char *file = r->units[index]->file;
  static char cwd[4096];
  if (!cwd[0] && !getcwd(cwd, sizeof cwd - 1))
    return file;
  size_t n = strlen(cwd);
  if (!strncmp(file, cwd, n) && file[n] == '/')
    return file + n + 1;
  return file;
}

static void print_document(const run_state *r) {
  cl_buf b = {0};
  if (r->o->format == DRV_FORMAT_SARIF) {
    em_sarif_begin(CUDALIFT_VERSION, &b);
    cl_buf_append(&b, cl_buf_str(&r->doc), r->doc.len);
    em_sarif_end(r->unchecked == 0, &b);
  } else {
    cl_buf_puts(&b, "{\"files\":[");
    cl_buf_append(&b, cl_buf_str(&r->doc), r->doc.len);
    cl_buf_puts(&b, "]}\n");
  }
  fputs(cl_buf_str(&b), stdout);
  cl_buf_free(&b);
}

static const char *plural(size_t n, const char *one, const char *many) {
  return n == 1 ? one : many;
}

/* One line for CI logs, on stderr so that stdout stays one document. */
static void print_summary(const run_state *r) {
  fprintf(stderr, "cudalift: %zu %s, %u %s, %u %s", r->nunits,
          plural(r->nunits, "file", "files"), r->errors,
          plural(r->errors, "error", "errors"), r->warnings,
          plural(r->warnings, "warning", "warnings"));
  if (r->unchecked)
    fprintf(stderr, " (%zu %s not checked)", r->unchecked,
            plural(r->unchecked, "file", "files"));
  fputc('\n', stderr);
}

/* The units named on the command line: every input with the same flags. */
static void command_line_units(const drv_options *o, cl_arena *a, cl_vec *units) {
  for (size_t i = 0; i < o->inputs.len; i++) {
    drv_unit *u = cl_alloc(a, sizeof *u);
    u->file = o->inputs.items[i];
    u->fe = o->fe;
    u->fe.clang_args = (cl_vec){0};
    u->fe.owned = (cl_vec){0}; /* the strings stay o->fe's */
    u->fe.nvcc_args = (cl_vec){0};
    for (size_t k = 0; k < o->fe.clang_args.len; k++)
      cl_vec_push(&u->fe.clang_args, o->fe.clang_args.items[k]);
    for (size_t k = 0; k < o->fe.nvcc_args.len; k++)
      cl_vec_push(&u->fe.nvcc_args, o->fe.nvcc_args.items[k]);
    cl_vec_push(units, u);
  }
}

/* Runs every unit, at most -j at a time; returns the exit code. */
static int run_units(const drv_options *o, cl_vec *units) {
  run_state r = {.o = o, .units = (drv_unit **)units->items, .nunits = units->len};
  r.combine = o->mode == DRV_MODE_CHECK && !o->verify && o->format != DRV_FORMAT_TEXT;
  unsigned width = o->jobs ? o->jobs : drv_default_jobs();
  cl_arena *a = cl_arena_new();
  drv_pch_set pchs;
  drv_pch_prepare(r.units, r.nunits, width, a, &pchs);
  drv_jobs js = {
      .count = units->len,
      .parallel = width,
      .progress = units->len > 1 && isatty(STDERR_FILENO),
      .ctx = &r,
      .run = run_unit,
      .done = unit_done,
      .label = unit_label,
  };
  drv_run_jobs(&js);
  drv_pch_remove(&pchs);
  cl_arena_free(a);
  if (r.combine && !o->fix_pass)
    print_document(&r);
  if (o->mode == DRV_MODE_CHECK && (o->compdb_dir || units->len > 1) && !o->fix_pass)
    print_summary(&r);
  cl_buf_free(&r.doc);
  return r.rc;
}

/* Removes the fix folder and the parts the workers left in it. */
static void remove_fix_dir(const char *dir) {
  DIR *d = opendir(dir);
  struct dirent *e;
  while (d && (e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    cl_buf p = {0};
    cl_buf_printf(&p, "%s/%s", dir, e->d_name);
    unlink(cl_buf_str(&p));
    cl_buf_free(&p);
  }
  if (d)
    closedir(d);
  rmdir(dir);
}

/* --export-fixes, --fix: the units leave their fix-its in a folder of
 * their own; then they are written and applied, and with --fix the files
 * are checked again, which gives the exit status. */
static int run_with_fixes(const drv_options *o) {
  if (o->mode != DRV_MODE_CHECK) {
    fprintf(stderr, "cudalift: error: --export-fixes and --fix go with --check\n");
    return 2;
  }
  const char *tmp = getenv("TMPDIR");
  if (!tmp || !*tmp)
    tmp = "/tmp";
  cl_buf where = {0};
  cl_buf_printf(&where, "%s/cudalift-fixes-XXXXXX", tmp);
  char *dir = cl_xstrdup(cl_buf_str(&where));
  cl_buf_free(&where);
  if (!mkdtemp(dir)) {
    fprintf(stderr, "cudalift: error: cannot make a folder for the fix-its in '%s': %s\n", tmp,
            strerror(errno));
    free(dir);
    return 2;
  }
  drv_options with = *o;
  with.fix_dir = dir;
  with.fix_pass = o->fix;
  int rc = drv_run_all(&with);
  int ok = drv_fixes_finish(&with, o->inputs.len ? o->inputs.items[0] : NULL);
  remove_fix_dir(dir);
  free(dir);
  if (!ok)
    return 2;
  if (!o->fix)
    return rc;
  drv_options again = *o;
  again.fix = 0;
  again.export_fixes = NULL;
  return drv_run_all(&again);
}

int drv_run_all(const drv_options *o) {
  if ((o->export_fixes || o->fix) && !o->fix_dir)
    return run_with_fixes(o);
  cl_arena *a = cl_arena_new();
  cl_vec units = {0};
  cl_buf err = {0};
  int rc = 0;
  if (o->compdb_dir && !drv_compdb_units(o, a, &units, &err)) {
    fprintf(stderr, "%s\n", cl_buf_str(&err));
    rc = 2;
  } else {
    if (!o->compdb_dir)
      command_line_units(o, a, &units);
    else if (!units.len)
      fprintf(stderr, "cudalift: warning: no CUDA entries in '%s/compile_commands.json'\n",
              o->compdb_dir);
    rc = run_units(o, &units);
  }
  for (size_t i = 0; i < units.len; i++)
    fe_config_free(&((drv_unit *)units.items[i])->fe);
  cl_vec_free(&units);
  cl_buf_free(&err);
  cl_arena_free(a);
  return rc;
}
