/* dropin_early.c - nvcc started early, on the quick parse's lowering. */
#define _GNU_SOURCE /* nftw, memmem, utimensat, sched_getaffinity */
#include <errno.h>
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

/* ---- nvcc started early ----
 * clang's quick parse (fe_config.quick: no pending template instantiation
 * at the end of the unit) takes a fraction of the full parse's time and
 * nearly always lowers a file the same way.  For a build of one CUDA input
 * with -o (and no launcher in front), cudalift lowers from the quick parse,
 * starts nvcc on that lowering, then parses, checks and lowers in full
 * while nvcc works.  nvcc's run is kept only when the full lowering is the
 * same: the same files with the same bytes, and the same nvcc command.
 * Otherwise (another lowering, a finding that is an error, a signal) nvcc
 * is stopped, its whole process group killed, and the build goes on as if
 * it had never started.  Until it is kept, nvcc writes nothing the user
 * can see: -o's value is the aside name (write_output_aside), the
 * dependency file, nvcc's temporary files ($TMPDIR) and its two streams go
 * to the job folder; the streams are replayed, and the dependency file
 * moved to its place, once the run is kept. */
void dropin_early_free(early *e) {
  for (size_t i = 0; i < e->argc; i++)
    free(e->argv[i]);
  for (size_t i = 0; i < e->nfiles; i++) {
    free(e->files[i].path);
    free(e->files[i].name);
    free(e->files[i].data);
  }
  free(e->argv);
  free(e->files);
  free(e->output);
  free(e->dep);
  free(e->out);
  free(e->err);
  memset(e, 0, sizeof *e);
}

/* Starts nvcc as the job stands now (the quick lowering in place).
 * Returns 0 when it could not. */
int dropin_early_start(job *j, early *e) {
  e->nfiles = j->renames.len / 2;
  e->files = cl_xcalloc(e->nfiles + 1, sizeof *e->files);
  for (size_t i = 0; i < e->nfiles; i++) {
    early_file *f = &e->files[i];
    f->path = cl_xstrdup(j->renames.items[2 * i]);
    f->name = cl_xstrdup(j->renames.items[2 * i + 1]);
    f->data = cl_read_file(f->path, &f->len);
    if (!f->data)
      return 0;
  }
  size_t n;
  char **argv = dropin_nvcc_argv(j, &n, NULL);
  e->argv = cl_xcalloc(n + 1, sizeof *e->argv);
  for (e->argc = 0; e->argc < n; e->argc++)
    e->argv[e->argc] = cl_xstrdup(argv[e->argc]);
  char *dep_arg = NULL;
  if (j->dep_file) {
    /* The argument that holds -MF's value (alone, or after '='). */
    for (size_t i = 0; i < n && !dep_arg; i++) {
      size_t len = strlen(argv[i]);
      if (j->dep_file >= argv[i] && j->dep_file < argv[i] + len) {
        cl_buf b = {0};
        cl_buf_printf(&b, "%s/early.d", g_tmp);
        e->dep = cl_xstrdup(cl_buf_str(&b));
        b.len = 0;
        cl_buf_printf(&b, "%.*s%s", (int)(j->dep_file - argv[i]), argv[i], e->dep);
        dep_arg = argv[i] = cl_xstrdup(cl_buf_str(&b));
        cl_buf_free(&b);
      }
    }
    if (!dep_arg) {
      free(argv);
      return 0;
    }
  }
  cl_buf b = {0};
  cl_buf_printf(&b, "%s/early-tmp", g_tmp);
  char *tmpdir = cl_xstrdup(cl_buf_str(&b));
  b.len = 0;
  cl_buf_printf(&b, "%s/early.out", g_tmp);
  e->out = cl_xstrdup(cl_buf_str(&b));
  b.len = 0;
  cl_buf_printf(&b, "%s/early.err", g_tmp);
  e->err = cl_xstrdup(cl_buf_str(&b));
  b.len = 0;
  e->output = cl_xstrdup(j->output_tmp);
  /* The child's environment is made here: between fork and exec only
   * async-signal-safe calls (libclang's threads may hold malloc's lock). */
  size_t nenv = 0;
  while (environ[nenv])
    nenv++;
  char **envp = cl_xcalloc(nenv + 2, sizeof *envp);
  size_t k = 0;
  for (size_t i = 0; i < nenv; i++)
    if (strncmp(environ[i], "TMPDIR=", 7))
      envp[k++] = environ[i];
  cl_buf_printf(&b, "TMPDIR=%s", tmpdir);
  char *tmp_var = envp[k] = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
  int ok = mkdir(tmpdir, 0700) == 0;
  if (ok && j->verbose) {
    fputs("cudalift: started early, beside the full parse:", stderr);
    for (size_t i = 0; i < n; i++)
      fprintf(stderr, " %s", argv[i]);
    fputc('\n', stderr);
  }
  fflush(stdout);
  fflush(stderr);
  sigset_t saved;
  drv_signals_block(&saved);
  pid_t pid = ok ? fork() : -1;
  if (pid == 0) {
    sigprocmask(SIG_SETMASK, &saved, NULL);
    setpgid(0, 0);
    environ = envp;
    int out = open(e->out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int err = open(e->err, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (out < 0 || err < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0)
      _exit(127);
    execvp(argv[0], argv);
    _exit(127);
  }
  if (pid > 0) {
    setpgid(pid, pid); /* also here: no kill before the child's own call misses it */
    e->pid = pid;
    e->started = cl_seconds();
    drv_signals_child(-pid);
  }
  sigprocmask(SIG_SETMASK, &saved, NULL);
  free(dep_arg);
  free(argv);
  free(tmpdir);
  free(tmp_var);
  free(envp);
  return pid > 0;
}

/* Is a core idle?  Fewer runnable tasks (this one among them:
 * /proc/loadavg's fourth field, "running/all") than cores this process
 * may use, in the least of three looks 2 ms apart: a task that runs for
 * a moment (a shell, a process ending) does not count, a parallel
 * build's compilers do.  On a machine that such a build keeps busy, an
 * early nvcc would only add the quick parse's time. */
int dropin_core_idle(void) {
  cpu_set_t set;
  int cores = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 1;
  int least = cores;
  for (int look = 0; look < 3 && least >= cores; look++) {
    if (look)
      nanosleep(&(struct timespec){.tv_nsec = 2000000}, NULL);
    FILE *f = fopen("/proc/loadavg", "r");
    int running;
    if (!f)
      return 0;
    if (fscanf(f, "%*s %*s %*s %d/", &running) == 1 && running < least)
      least = running;
    fclose(f);
  }
  return least < cores;
}


/* Is the full lowering (in place now, with -o aside) what nvcc runs on?
 * (CUDALIFT_TEST_EARLY_DIFFERS=1 says no, for the test of a restart:
 * tests/lit/nvcc/early_start.cu.) */
int dropin_early_same(const job *j, const early *e) {
  const char *differs = getenv("CUDALIFT_TEST_EARLY_DIFFERS");
  if (j->renames.len != 2 * e->nfiles || (differs && !strcmp(differs, "1")))
    return 0;
  size_t n;
  char **argv = dropin_nvcc_argv(j, &n, NULL);
  int same = n == e->argc;
  for (size_t i = 0; same && i < n; i++)
    same = !strcmp(argv[i], e->argv[i]);
  free(argv);
  for (size_t i = 0; same && i < e->nfiles; i++) {
    const early_file *f = &e->files[i];
    size_t len;
    char *now = strcmp(j->renames.items[2 * i], f->path) || strcmp(j->renames.items[2 * i + 1], f->name)
                    ? NULL
                    : cl_read_file(f->path, &len);
    same = now && len == f->len && !memcmp(now, f->data, len);
    free(now);
  }
  return same;
}

/* nvcc's early run stopped (the whole process group), its output gone. */
void dropin_early_stop(const job *j, early *e) {
  kill(-e->pid, SIGKILL);
  while (waitpid(e->pid, NULL, 0) < 0 && errno == EINTR) {}
  drv_signals_child(0);
  unlink(e->output);
  if (j->verbose)
    fputs("cudalift: stopped the early nvcc: the full parse found errors or lowered otherwise\n",
          stderr);
  e->pid = 0;
}

static void replay(const job *j, const char *path, FILE *to, cl_buf *held) {
  size_t n;
  char *text = cl_read_file(path, &n);
  if (text && n) {
    char *fixed = dropin_restore_paths(j, text);
    if (held) {
      cl_buf_puts(held, fixed);
    } else {
      fputs(fixed, to);
      fflush(to);
    }
    free(fixed);
  }
  free(text);
}

/* nvcc's early run kept: waits for it, replays its streams, puts its
 * dependency file in place.  Returns nvcc's exit status. */
int dropin_early_finish(const job *j, early *e, cl_buf held[2]) {
  if (j->verbose)
    fputs("cudalift: the full parse lowered the same: the early nvcc's run is kept\n", stderr);
  dropin_release_parser_pages();
  int status, waited;
  while ((waited = waitpid(e->pid, &status, 0)) < 0 && errno == EINTR) {}
  drv_signals_child(0);
  e->pid = 0;
  if (waited < 0) {
    fprintf(stderr, "cudalift: error: lost track of nvcc: %s\n", strerror(errno));
    return 2;
  }
  replay(j, e->out, stdout, held ? &held[0] : NULL);
  replay(j, e->err, stderr, held ? &held[1] : NULL);
  if (e->dep && access(e->dep, F_OK) == 0) {
    size_t n;
    char *text = rename(e->dep, j->dep_file) == 0 ? NULL : cl_read_file(e->dep, &n);
    if (text && cl_write_file_atomic(j->dep_file, text, n) != 0)
      fprintf(stderr, "cudalift: error: cannot write '%s': %s\n", j->dep_file, strerror(errno));
    free(text);
  }
  if (WIFSIGNALED(status))
    return 128 + WTERMSIG(status);
  return WEXITSTATUS(status);
}
