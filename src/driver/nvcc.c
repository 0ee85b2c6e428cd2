/* nvcc.c - cudalift as a drop-in nvcc.
 *
 *   cudalift [nvcc options] files...          nvcc found as below
 *   cudalift nvcc [options] files...          launcher form (CMake's
 *   cudalift /path/to/nvcc [options] files... CMAKE_CUDA_COMPILER_LAUNCHER)
 *   cudalift ccache nvcc [options] files...   with a compiler cache in front
 *
 * Every CUDA input (a .cu file, or any input under -x cu) is parsed,
 * checked and lowered; nvcc then runs with the user's command line, in
 * order, where only the lowered inputs are swapped in.  Inputs without an
 * extended lambda reach nvcc as they are.  cudalift's own options
 * (--cudalift-*, --relaxed, -W<rule id>) are taken out; --extended-lambda
 * becomes -D__CUDACC_EXTENDED_LAMBDA__=1 (the lowered file does not need the
 * flag, code may test the macro it defines) unless
 * --cudalift-keep-extended-lambda says otherwise.
 *
 * Temporary files live in one private folder per invocation, under
 * $TMPDIR/cudalift-<uid>/ (mode 0700).  Its name is a hash of the working
 * folder and the command line, so the same build names the same lowered
 * files and a compiler cache (ccache hashes the input's path) hits; a
 * second concurrent run of the very same command falls back to a random
 * name.  The folder is removed on success, failure, SIGINT, SIGTERM,
 * SIGHUP and SIGPIPE (signals.c; --cudalift-keep keeps it and says where).  Dependency output (-M, -MM,
 * -MD, -MMD, -MF) names the user's files, never the temporary ones.
 *
 * This file holds the lowering of each input and the build's flow; the
 * parts live beside it: dropin_args.c (the command line), dropin_folder.c
 * (the job folder, a unit from standard input), dropin_pch.c (the kept
 * precompiled headers), dropin_after.c (running nvcc, and what follows),
 * dropin_early.c (nvcc started early), dropin_fallback.c (the fallback);
 * dropin.h holds the job they share. */
#define _GNU_SOURCE /* nftw, memmem, utimensat, sched_getaffinity */
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <dirent.h>
#include <poll.h>
#include <sched.h>
#include <ftw.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cudalift/size.h"
#include "driver.h"
#include "emit/emit.h"
#include "dropin.h"


/* ---- lowering the inputs ---- */

/* Parses, checks and lowers input `k`; on success args[at] names the
 * lowered file when there is one.  Returns 0, 1 (errors in the input) or
 * 2 (cudalift could not run).  With `quick` (speculate), the parse is
 * clang's quick one and nothing is printed; it returns -1 where the full
 * parse must decide (a message or finding that is an error, a refused
 * header), the job left as it was. */
int dropin_lower_input(job *j, const drv_options *o, size_t k, int quick) {
  size_t at = *(size_t *)j->inputs.items[k];
  const char *path = j->args.items[at];
  int kept = k == 0 && j->kept_arena;
  cl_arena *scratch = kept ? j->kept_arena : cl_arena_new();
  fe_config fe = o->fe, plain = o->fe;
  fe.defer_foreign_errors = plain.defer_foreign_errors = 1;
  fe.walk_lambda_headers = plain.walk_lambda_headers = 1;
  /* Under $CCACHE_BASEDIR the parse names the file (and so the lowered
   * #line) as ccache names it to nvcc: relative to the working folder. */
  const char *parse_path = j->base_args ? dropin_relative_arg(scratch, path, j->cwd, j->base_args) : path;
  const char *from_stdin = NULL;
  if (!strcmp(path, "-") && j->stdin_file) {
    from_stdin = j->stdin_text;
    path = parse_path = "<stdin>";
  }
  if (kept) {
    fe = j->kept_fe;
  } else {
    fe.pch = dropin_preamble_pch(&o->fe, j->pch, path, parse_path, &fe, scratch);
    if (quick) {
      j->kept_arena = scratch;
      j->kept_fe = fe;
    }
  }
  fe.quick = plain.quick = quick;
  if (o->verbose && !quick)
    drv_print_clang_args(&fe, cl_printf(scratch, "libclang arguments for '%s'", path));
  cl_model *m;
  double start = cl_seconds();
  fe_status st = fe_build_model(parse_path, from_stdin, &fe, &m);
  if (quick && st == FE_OK && (fe_pch_refused(m) || m->errors || m->setup_errors || m->ndeferred)) {
    cl_model_free(m);
    st = FE_CRASHED;
  }
  if (quick && st != FE_OK)
    return -1;
  if (fe.pch && (st == FE_ARGS_REJECTED || (st == FE_OK && fe_pch_refused(m)))) {
    /* Stale or unreadable: made again next time, with the device side's
     * header of the same includes. */
    fe_remove_pch(fe.pch);
    if (fe.pch_device)
      fe_remove_pch(fe.pch_device);
    if (st == FE_OK)
      cl_model_free(m);
    st = fe_build_model(parse_path, from_stdin, &plain, &m);
  }
  if (!quick && !kept)
    cl_arena_free(scratch);
  double parse = cl_seconds() - start;
  if (st != FE_OK && j->fallback && st != FE_NO_FILE) {
    cl_buf where = {0};
    cl_buf_printf(&where, "'%s'", path);
    dropin_note_limit(j, cl_buf_str(&where), st == FE_ARGS_REJECTED
               ? "libclang rejected the compiler arguments" : "libclang could not parse it",
               "libclang could not parse");
    cl_buf_free(&where);
    return 1;
  }
  if (st != FE_OK)
    return drv_parse_failed(st, path);
  int fall = !quick && j->fallback && m->errors;
  if (fall)
    dropin_note_parse_errors(j, m, path);
  if (!quick && (!fall || o->verbose)) {
    drv_print_messages(m);
    cl_buf left = {0};
    drv_deferred_messages(m, &left);
    if (o->verbose && m->ndeferred)
      fprintf(stderr, "cudalift: %zu error%s of the parse left for nvcc to judge:\n%s",
              m->ndeferred, m->ndeferred == 1 ? "" : "s", cl_buf_str(&left));
    cl_buf_puts(&j->deferred, cl_buf_str(&left));
    cl_buf_free(&left);
    j->ndeferred += m->ndeferred;
  }
  int rc = m->setup_errors ? 2 : m->errors ? 1 : 0;
  /* With debug information, the lowered path is at least as long as the
   * user's (scrub_file). */
  const char *dir = cl_printf(m->arena, "%s/%zu", g_tmp, k);
  size_t want = strlen(path), have = strlen(dir) + 1 + strlen(dropin_base_name(path));
  if (j->debug && have < want) {
    char *pad = cl_alloc(m->arena, want - have + 1);
    memset(pad, '_', want - have);
    dir = cl_printf(m->arena, "%s/%s", dir, pad);
  }
  const char *out = cl_printf(m->arena, "%s/%s", dir, dropin_base_name(path));
  size_t before = j->renames.len;
  drv_times times = {0};
  if (rc == 0)
    rc = drv_lower_model(o, m, out, cl_printf(m->arena, "%s/headers", dir), 0, quick, &j->renames,
                         &times);
  if (!quick && times.refused) {
    const cl_loc *at = &times.refused_at;
    const char *where = cl_printf(m->arena, "%s:%u:%u", at->file ? at->file : path, at->line, at->col);
    dropin_note_limit(j, where, cl_printf(m->arena, "cannot lower this extended lambda: %s", times.refused),
               cl_printf(m->arena, "refused: %s", times.refused));
  }
  if (j->timings)
    fprintf(stderr, "cudalift: %s: %sparse %.3f s (%s), check %.3f s, lower %.3f s\n", path,
            quick ? "quick " : "", parse, drv_device_parse_summary(m), times.check, times.lower);
  if (quick && rc != 0) {
    for (size_t i = before; i < j->renames.len; i++)
      free(j->renames.items[i]);
    j->renames.len = before;
    cl_model_free(m);
    return -1;
  }
  if (j->renames.len > before) {
    /* The main file is written first: it goes by the name the user gave. */
    free(j->renames.items[before + 1]);
    j->renames.items[before + 1] = cl_xstrdup(path);
  }
  if (rc == 0 && j->renames.len > before) {
    j->args.items[at] = cl_xstrdup(out);
    cl_vec_push(&j->owned, j->args.items[at]);
    if (j->debug) {
      /* The host compiler's debug information names the user's folder,
       * not the temporary one. */
      const char *slash = strrchr(path, '/');
      char cwd[4096];
      const char *orig = slash ? cl_strndup(m->arena, path, (size_t)(slash - path))
                               : getcwd(cwd, sizeof cwd) ? cwd : ".";
      cl_vec_push(&j->extra, cl_xstrdup("-Xcompiler"));
      cl_vec_push(&j->extra, cl_xstrdup(cl_printf(m->arena, "-ffile-prefix-map=%s=%s", dir, orig)));
    }
  }
  cl_model_free(m);
  return rc;
}

/* The job as it stands, to go back to after a try (the quick lowering
 * and nvcc started early, an unparsed build that failed). */
typedef struct job_mark {
  void **args;         /* args' items then */
  size_t nargs, nextra, nrenames;
  const char *dep_file;
} job_mark;

static job_mark mark_job(const job *j) {
  job_mark m = {cl_xcalloc(j->args.len + 1, sizeof *m.args), j->args.len, j->extra.len,
                j->renames.len, j->dep_file};
  memcpy(m.args, j->args.items, m.nargs * sizeof *m.args);
  return m;
}

/* Back to the mark: the arguments, extra options and renames added since
 * dropped, no output aside. */
static void back_to_mark(job *j, job_mark *m) {
  memcpy(j->args.items, m->args, m->nargs * sizeof *m->args);
  free(m->args);
  m->args = NULL;
  for (size_t i = m->nextra; i < j->extra.len; i++)
    free(j->extra.items[i]);
  j->extra.len = m->nextra;
  for (size_t i = m->nrenames; i < j->renames.len; i++)
    free(j->renames.items[i]);
  j->renames.len = m->nrenames;
  j->dep_file = m->dep_file;
  free(j->output_tmp);
  j->output_tmp = NULL;
}

/* The quick parse, its lowering and nvcc started on it; the job is put
 * back as it was before (the files written stay in the job folder). */
static void speculate(job *j, const drv_options *o, early *e) {
  memset(e, 0, sizeof *e);
  if (j->early < 0 || j->serial || j->inputs.len != 1 || j->command.len != 1 || j->to_stdout ||
      j->nvcc_keep || j->keep_dir || j->keep_tmp || !j->output ||
      !strcmp(j->args.items[*(size_t *)j->inputs.items[0]], "-") || /* nvcc reads stdin */
      (j->early == 0 && !dropin_core_idle()))
    return;
  job_mark m = mark_job(j);
  if (dropin_lower_input(j, o, 0, 1) == 0) {
    dropin_write_output_aside(j);
    if (!j->output_tmp || !dropin_early_start(j, e))
      dropin_early_free(e);
  }
  back_to_mark(j, &m);
}

/* ---- a unit with nothing for cudalift ----
 * Where the text scan (frontend prescan.c) shows that no input can hold
 * an extended lambda or anything else cudalift reports or changes, nvcc
 * runs at once on the inputs as they are, with the command line the full
 * path would give it, and cudalift parses nothing.  Should nvcc fail, its
 * messages are dropped and the build goes the full way (the parse, the
 * checks, the lowering), so the user reads what that path says: a rule's
 * diagnostic, or nvcc's messages.  Returns the exit status, or -1 when the
 * full path must build (the job as it was). */
#ifndef CUDALIFT_LIBEXECDIR
#error "meson defines CUDALIFT_BINDIR and CUDALIFT_LIBEXECDIR (where cudalift-finish is installed)"
#endif

#define UNPARSED_FAILED "cudalift: nvcc failed on the unparsed files: parsing them"

/* cudalift-finish (finish.c): where the installation put it, when this
 * cudalift is the installed one; else next to it (a build folder) or in
 * ../libexec/cudalift/ (an installation moved elsewhere).  NULL if none. */
static char *finish_program(char self[PATH_MAX]) {
  ssize_t n = readlink("/proc/self/exe", self, PATH_MAX - 1);
  if (n <= 0)
    return NULL;
  self[n] = '\0';
  const char *slash = strrchr(self, '/');
  if (!slash)
    return NULL;
  int installed = (size_t)(slash - self) == strlen(CUDALIFT_BINDIR) &&
                  !strncmp(self, CUDALIFT_BINDIR, (size_t)(slash - self));
  for (int i = 0; i < 3; i++) {
    cl_buf b = {0};
    if (i == 0 && installed)
      cl_buf_printf(&b, "%s/cudalift-finish", CUDALIFT_LIBEXECDIR);
    else if (i == 1)
      cl_buf_printf(&b, "%.*s/cudalift-finish", (int)(slash - self), self);
    else if (i == 2)
      cl_buf_printf(&b, "%.*s/../libexec/cudalift/cudalift-finish", (int)(slash - self), self);
    if (b.len && access(cl_buf_str(&b), X_OK) == 0)
      return b.data; /* exec follows: never freed */
    cl_buf_free(&b);
  }
  return NULL;
}

/* The rest of an unparsed build, nvcc and its output put in place, goes
 * to cudalift-finish by exec: nvcc then runs beside a process that holds
 * nothing of libclang (about 60 MB resident for the library alone).  When
 * nvcc fails there, cudalift-finish runs this build line again with the
 * parse on.  Returns only when there is no cudalift-finish. */
static void finish_elsewhere(job *j) {
  char self[PATH_MAX];
  char *finish = finish_program(self);
  if (!finish)
    return;
  dropin_write_output_aside(j);
  size_t n;
  char **nvcc = dropin_nvcc_argv(j, &n, "running");
  cl_vec av = {0};
  cl_vec_push(&av, finish);
  if (j->output_tmp) {
    cl_vec_push(&av, "--aside");
    cl_vec_push(&av, j->output_tmp);
    cl_vec_push(&av, (void *)j->output);
  }
  cl_vec_push(&av, "--count");
  cl_vec_push(&av, "unparsed");
  char count[32];
  snprintf(count, sizeof count, "%d", j->argc + 2);
  cl_vec_push(&av, "--retry");
  cl_vec_push(&av, count);
  cl_vec_push(&av, self);
  for (int i = 0; i < j->argc; i++)
    cl_vec_push(&av, j->argv[i]);
  cl_vec_push(&av, "--cudalift-scan=off");
  if (j->verbose) {
    cl_vec_push(&av, "--note");
    cl_vec_push(&av, UNPARSED_FAILED);
  }
  cl_vec_push(&av, "--");
  for (size_t i = 0; i < n; i++)
    cl_vec_push(&av, nvcc[i]);
  cl_vec_push(&av, NULL);
  if (g_tmp) { /* nothing of this build is in the job folder */
    dropin_remove_tree(g_tmp);
    char *tmp = g_tmp;
    g_tmp = NULL;
    free(tmp);
  }
  fflush(stdout);
  fflush(stderr);
  execv(finish, (char **)av.items);
  fprintf(stderr, "cudalift: error: cannot run '%s': %s\n", finish, strerror(errno));
  exit(2);
}

static int build_unparsed(job *j, const drv_options *o) {
  const lw_runtime *rt = &o->runtime;
  if (!j->scan || j->to_stdout || j->stdin_file || rt->heap_size || rt->printf_fifo_size ||
      rt->stack_size || rt->malloc_check)
    return -1;
  double start = cl_seconds();
  cl_arena *a = cl_arena_new();
  int clean = 1;
  /* Does nvcc's command define __CUDACC_EXTENDED_LAMBDA__ (the user's
   * --extended-lambda, as the macro or kept)? */
  int defines = 0;
  for (size_t i = 0; i < j->args.len; i++) {
    const char *arg = j->args.items[i], *prev = i ? j->args.items[i - 1] : "";
    defines |= !strncmp(arg, "-D__CUDACC_EXTENDED_LAMBDA__", 28) ||
               (!strcmp(prev, "-D") && !strncmp(arg, "__CUDACC_EXTENDED_LAMBDA__", 26)) ||
               dropin_is_extended_lambda_flag(arg);
  }
  for (size_t k = 0; k < j->inputs.len && clean; k++) {
    const char *path = j->args.items[*(size_t *)j->inputs.items[k]], *why = NULL;
    if (!strcmp(path, "-") || fe_prescan(&o->fe, path, defines, a, &why)) {
      clean = 0;
      if (j->verbose)
        fprintf(stderr, "cudalift: the text scan leaves %s to the parse: %s\n", path,
                why ? why : "standard input");
    }
  }
  cl_arena_free(a);
  if (j->timings)
    fprintf(stderr, "cudalift: text scan %.3f s\n", cl_seconds() - start);
  if (!clean)
    return -1;
  if (j->verbose)
    fputs("cudalift: no extended lambda and nothing else for cudalift (text scan): nvcc runs on "
          "the files as they are\n", stderr);
  if (!j->keep_tmp)
    finish_elsewhere(j);
  job_mark m = mark_job(j);
  dropin_write_output_aside(j);
  cl_buf held[2] = {{0}, {0}};
  start = cl_seconds();
  int rc = dropin_run_nvcc(j, 0, held);
  if (j->timings)
    fprintf(stderr, "cudalift: nvcc %.3f s\n", cl_seconds() - start);
  if (rc == 0 || rc >= 128 || drv_signals_pending()) {
    dropin_flush_held(held);
    rc = dropin_put_output_in_place(j, rc);
    dropin_restore_dep_files(j);
    if (rc == 0)
      dropin_scrub_outputs(j);
  } else {
    cl_buf_free(&held[0]);
    cl_buf_free(&held[1]);
    dropin_put_output_in_place(j, rc);
    if (j->verbose)
      fprintf(stderr, "%s\n", UNPARSED_FAILED);
    back_to_mark(j, &m);
    rc = -1;
  }
  free(m.args);
  return rc;
}

/* The build, once the job folder exists: the quick parse and nvcc started
 * early where it may, the full lowering, nvcc on it (or the fallback on
 * cudalift's own limits).  Returns the exit status; *outcome is what the
 * statistics count (*fell_key owns it when it was made here). */
static int build(job *j, drv_options *o, const char **outcome, char **fell_key) {
  early e = {0};
  int rc = drv_signals_pending() ? -1 : build_unparsed(j, o);
  if (rc >= 0) {
    *outcome = rc == 0 ? "unparsed" : "nvcc failed";
    return rc;
  }
  if (!drv_signals_pending())
    speculate(j, o, &e);
  rc = 0;
  *outcome = "stopped";
  for (size_t k = 0; k < j->inputs.len && rc == 0 && !drv_signals_pending(); k++)
    rc = dropin_lower_input(j, o, k, 0);
  if (rc != 0 && j->limit && !drv_signals_pending()) {
    if (e.pid)
      dropin_early_stop(j, &e);
    fputs(j->limit, stderr);
    rc = dropin_run_original(j, NULL);
    cl_buf key = {0};
    cl_buf_printf(&key, "%s: %s", rc == 0 ? "fallback" : "fallback failed", j->limit_key);
    *outcome = *fell_key = cl_xstrdup(cl_buf_str(&key));
    cl_buf_free(&key);
    rc = dropin_put_output_in_place(j, rc);
    dropin_restore_dep_files(j);
  } else if (rc == 0 && !drv_signals_pending()) {
    dropin_write_output_aside(j);
    if (e.pid && !dropin_early_same(j, &e))
      dropin_early_stop(j, &e);
    int kept = e.pid != 0;
    double start = kept ? e.started : cl_seconds();
    /* Where the lowering could be what nvcc rejects, nvcc's messages wait
     * until it is known whether the original builds. */
    cl_buf held[2] = {{0}, {0}};
    cl_buf *hold = j->fallback && j->renames.len > 0 && !j->dryrun ? held : NULL;
    rc = kept ? dropin_early_finish(j, &e, hold)
              : dropin_run_nvcc(j, j->to_stdout && !j->output && j->renames.len > 0, hold);
    if (j->timings)
      fprintf(stderr, "cudalift: nvcc %.3f s%s\n", cl_seconds() - start,
              kept ? " (started early, on the quick parse's lowering)" : "");
    *outcome = rc != 0 ? "nvcc failed" : j->renames.len > 0 ? "lowered" : "unchanged";
    if (hold && rc != 0 && rc < 128 && !drv_signals_pending()) {
      rc = dropin_fall_back_after_nvcc(j, held, outcome);
    } else if (hold) {
      dropin_flush_held(held);
      if (rc == 0)
        dropin_scrub_outputs(j);
    } else if (rc == 0) {
      dropin_scrub_outputs(j);
    }
    if (rc != 0 && !hold && j->ndeferred && !j->verbose) {
      char *restored = dropin_restore_paths(j, cl_buf_str(&j->deferred));
      fprintf(stderr, "cudalift: note: the parse had also reported %zu error%s, left for nvcc "
              "to judge (clang refuses some code that nvcc accepts):\n%s", j->ndeferred,
              j->ndeferred == 1 ? "" : "s", restored);
      free(restored);
    }
    rc = dropin_put_output_in_place(j, rc);
    dropin_restore_dep_files(j);
    dropin_keep_lowered(j);
  }
  if (e.pid)
    dropin_early_stop(j, &e); /* errors, or a signal */
  dropin_early_free(&e);
  return rc;
}

/* The drop-in: read the build line, make the job folder, build; every
 * path out goes through one cleanup. */
int drv_nvcc_main(int argc, char **argv) {
  job j = {.output_at = -1, .argc = argc, .argv = argv};
  cl_vec all = {0};
  cl_buf msg = {0};
  drv_options o;
  memset(&o, 0, sizeof o);
  char *cwd = NULL;
  cl_arena *names = NULL;
  int rc = 2, caught = 0;
  if (!drv_expand_options_files(argv, (size_t)argc, NULL, &all, &msg)) {
    fprintf(stderr, "cudalift: error: %s\n", cl_buf_str(&msg));
    goto done;
  }
  long skip = dropin_pick_command(&j, &all);
  if (skip < 0)
    goto done;
  dropin_read_args(&j, &all, (size_t)skip);
  if (j.bad_pch || j.bad_early || j.bad_fallback || j.bad_scan) {
    fprintf(stderr, "cudalift: error: unknown value in '%s' (expected %s)\n",
            j.bad_pch     ? j.bad_pch
            : j.bad_early ? j.bad_early
            : j.bad_scan  ? j.bad_scan
                          : j.bad_fallback,
            j.bad_pch     ? "project, library or none"
            : j.bad_early ? "auto, on or off"
            : j.bad_scan  ? "auto or off"
                          : "auto or never");
    goto done;
  }
  for (size_t i = 0; i < j.parse.len; i++)
    if (cl_starts_with(j.parse.items[i], "--cudalift-") &&
        !drv_own_find(j.parse.items[i], DRV_W_DROPIN)) {
      fprintf(stderr, "cudalift: error: unknown option '%s'\n(see cudalift --cudalift-help)\n",
              (const char *)j.parse.items[i]);
      goto done;
    }
  if (j.inputs.len == 0) { /* --version, linking, -dlink, ...: nvcc alone */
    rc = dropin_run_nvcc(&j, 0, NULL);
    goto done;
  }
  cwd = getcwd(NULL, 0);
  j.cwd = cwd;
  j.base_args = dropin_ccache_base(cwd);
  names = cl_arena_new();
  for (size_t i = 0; j.base_args && i < j.parse.len; i++)
    j.parse.items[i] = (void *)dropin_relative_arg(names, j.parse.items[i], cwd, j.base_args);
  cl_vec_push(&j.parse, "--check");
  if (!drv_parse_args((int)j.parse.len, (char **)j.parse.items, &o, &msg)) {
    /* nvcc's own options are nvcc's to judge; a wrong one of cudalift's
     * points to cudalift's help (--help is nvcc's). */
    fprintf(stderr, "cudalift: error: %s\n%s", cl_buf_str(&msg),
            strstr(cl_buf_str(&msg), "'--cudalift-") ? "(see cudalift --cudalift-help)\n" : "");
    goto done;
  }
  o.fallback = j.fallback;
  if (!dropin_output_folder_ok(&j))
    goto done;
  /* No signal between making the job folder and the handler that has it
   * removed: one that comes in between waits for the handler. */
  sigset_t unblocked;
  drv_signals_block(&unblocked);
  cl_buf tried = {0};
  g_tmp = dropin_make_job_folder(&all, j.dryrun ? j.keep_dir : NULL, &tried);
  if (!g_tmp)
    fprintf(stderr, "cudalift: error: cannot make the temporary folder '%s': %s (TMPDIR names "
            "where it goes)\n", cl_buf_str(&tried), strerror(errno));
  cl_buf_free(&tried);
  if (g_tmp && j.base_args)
    o.runtime.tree_base = cwd;
  if (g_tmp && dropin_stdin_input(&j)) {
    drv_signals_catch(NULL, 1);
    caught = 1;
  }
  sigprocmask(SIG_SETMASK, &unblocked, NULL);
  if (caught) {
    const char *outcome = "stopped";
    char *fell_key = NULL;
    rc = build(&j, &o, &outcome, &fell_key);
    if (!drv_signals_pending())
      drv_stats_count(outcome);
    free(fell_key);
  }
done:
  if (g_tmp) {
    if (j.keep_tmp && caught)
      fprintf(stderr, "cudalift: kept the temporary files in %s\n", g_tmp);
    else if (!(j.dryrun && caught && rc == 0 && j.renames.len > 0))
      dropin_remove_tree(g_tmp); /* --dryrun's steps read the lowered files there */
    char *tmp = g_tmp;
    g_tmp = NULL;
    free(tmp);
  }
  cl_buf_free(&msg);
  free(cwd);
  if (names)
    cl_arena_free(names);
  drv_options_free(&o);
  dropin_free_job(&j, &all);
  if (caught)
    drv_signals_release();
  return rc;
}
