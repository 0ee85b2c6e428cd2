/* finish.c - cudalift-finish: the end of a drop-in build in a process
 * that holds nothing of cudalift's parser.
 *
 *   cudalift-finish [--aside TMP OUTPUT] [--count KEY] [--retry N ARG...]
 *                   [--note TEXT] -- COMMAND ARG...
 *
 * cudalift links libclang and LLVM, whose loading alone keeps about 60 MB
 * resident; a drop-in that waited for nvcc would keep them beside nvcc
 * for the whole build.  Where cudalift has nothing left to do but run
 * nvcc and put its output in place (a unit the text scan leaves unparsed,
 * nvcc.c), it execs this program instead, which:
 *  - runs COMMAND (nvcc), its stdout passed through, its stderr held;
 *  - when COMMAND succeeds, or ends by a signal, or fails without --retry:
 *    prints the held stderr, renames TMP over OUTPUT (success) or removes
 *    TMP (failure), counts KEY (success) or "nvcc failed" in the drop-in's
 *    statistics, and exits with COMMAND's status (128 + N for signal N);
 *  - when COMMAND fails (exit 1 to 127) and --retry gives a command:
 *    drops the held stderr, removes TMP, prints TEXT (--note) and execs
 *    the N arguments of --retry (the drop-in again, told to parse: its
 *    diagnostics are what the user reads).
 * SIGINT, SIGTERM, SIGHUP and SIGQUIT stop COMMAND's process too; TMP is
 * removed and the signal ends this process as it would have.  Exit 2:
 * wrong arguments, or COMMAND could not be started. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver.h"

static volatile sig_atomic_t g_signal;
static volatile pid_t g_child;

static void on_signal(int sig) {
  g_signal = sig;
  if (g_child > 0)
    kill(g_child, sig);
}

static int usage(void) {
  fputs("usage: cudalift-finish [--aside TMP OUTPUT] [--count KEY] [--retry N ARG...] "
        "[--note TEXT] -- COMMAND ARG...\n(run by cudalift's drop-in; see finish.c)\n",
        stderr);
  return 2;
}

int main(int argc, char **argv) {
  const char *tmp = NULL, *output = NULL, *key = NULL, *note = NULL;
  char **retry = NULL;
  int i = 1;
  while (i < argc && strcmp(argv[i], "--")) {
    if (!strcmp(argv[i], "--aside") && i + 2 < argc) {
      tmp = argv[i + 1];
      output = argv[i + 2];
      i += 3;
    } else if (!strcmp(argv[i], "--note") && i + 1 < argc) {
      note = argv[i + 1];
      i += 2;
    } else if (!strcmp(argv[i], "--count") && i + 1 < argc) {
      key = argv[i + 1];
      i += 2;
    } else if (!strcmp(argv[i], "--retry") && i + 1 < argc) {
      long n = strtol(argv[i + 1], NULL, 10);
      if (n < 1 || n > argc - i - 2)
        return usage();
      retry = calloc((size_t)n + 1, sizeof *retry);
      if (!retry)
        return 2;
      for (long k = 0; k < n; k++)
        retry[k] = argv[i + 2 + k];
      i += 2 + (int)n;
    } else {
      return usage();
    }
  }
  if (i + 1 >= argc)
    return usage();
  char **command = argv + i + 1;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  static const int caught[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
  for (size_t k = 0; k < sizeof caught / sizeof *caught; k++)
    sigaction(caught[k], &sa, NULL);
  int err[2];
  if (pipe(err) != 0) {
    fprintf(stderr, "cudalift: error: cannot start nvcc: %s\n", strerror(errno));
    return 2;
  }
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    signal(SIGQUIT, SIG_DFL);
    dup2(err[1], 2);
    close(err[0]);
    close(err[1]);
    execvp(command[0], command);
    fprintf(stderr, "cudalift: error: cannot run '%s': %s\n", command[0], strerror(errno));
    _exit(127);
  }
  close(err[1]);
  if (pid < 0) {
    fprintf(stderr, "cudalift: error: cannot start nvcc: %s\n", strerror(errno));
    return 2;
  }
  g_child = pid;
  if (g_signal)
    kill(pid, g_signal);
  cl_buf held = {0};
  char chunk[65536];
  for (;;) {
    ssize_t r = read(err[0], chunk, sizeof chunk);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      break;
    cl_buf_append(&held, chunk, (size_t)r);
  }
  close(err[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      fprintf(stderr, "cudalift: error: lost track of nvcc: %s\n", strerror(errno));
      status = 2 << 8;
      break;
    }
  }
  int rc = WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
  if (rc != 0 && tmp)
    unlink(tmp);
  if (g_signal) {
    fputs(cl_buf_str(&held), stderr);
    signal(g_signal, SIG_DFL);
    raise(g_signal);
    return 128 + g_signal;
  }
  if (rc > 0 && rc < 128 && retry) {
    cl_buf_free(&held);
    if (note)
      fprintf(stderr, "%s\n", note);
    fflush(stdout);
    execv(retry[0], retry);
    fprintf(stderr, "cudalift: error: cannot run '%s' again: %s\n", retry[0], strerror(errno));
    return rc;
  }
  fputs(cl_buf_str(&held), stderr);
  cl_buf_free(&held);
  if (rc == 0 && tmp && rename(tmp, output) != 0) {
    fprintf(stderr, "cudalift: error: cannot write '%s': %s\n", output, strerror(errno));
    unlink(tmp);
    rc = 2;
  }
  if (key)
    drv_stats_count(rc == 0 ? key : "nvcc failed");
  free(retry);
  return rc;
}
