/* jobs.c - runs the per-file work of one cudalift invocation in worker
 * processes, a few at a time, and hands each job's output back in job
 * order.  A worker that crashes (libclang included) costs its own file
 * only; output never interleaves, because each worker writes to files of
 * its own that are read back once it has ended. */
#define _GNU_SOURCE /* sched_getaffinity; fork, waitpid, dup2, strsignal */
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver.h"

/* One job while it runs and until its turn to be reported comes. */
typedef struct job {
  pid_t pid;             /* the worker, 0 when not started or reaped */
  FILE *out;             /* the worker's stdout */
  FILE *err;             /* the worker's stderr */
  FILE *tally;           /* "rc errors warnings", written last */
  int finished;          /* reaped and read back */
  drv_job_result result; /* what it produced */
} job;

/* The cores this process may run on (a container's or taskset's limit,
 * not the machine's count). */
unsigned drv_default_jobs(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
    return (unsigned)CPU_COUNT(&set);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (unsigned)n : 1;
}

static void read_back(FILE *f, cl_buf *into) {
  char chunk[8192];
  size_t got;
  rewind(f);
  while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
    cl_buf_append(into, chunk, got);
  fclose(f);
}

/* In the worker: point stdout and stderr at the job's files, run, record
 * the counts, and leave without running the parent's exit handlers. */
static void run_worker(const drv_jobs *js, size_t i, job *j) {
  if (dup2(fileno(j->out), STDOUT_FILENO) < 0 || dup2(fileno(j->err), STDERR_FILENO) < 0)
    _exit(2);
  unsigned errors = 0, warnings = 0;
  int rc = js->run(js->ctx, i, &errors, &warnings);
  fflush(stdout);
  fflush(stderr);
  fprintf(j->tally, "%d %u %u\n", rc, errors, warnings);
  fflush(j->tally);
  _exit(rc);
}

static int start(const drv_jobs *js, size_t i, job *j) {
  j->out = tmpfile();
  j->err = tmpfile();
  j->tally = tmpfile();
  if (!j->out || !j->err || !j->tally)
    return 0;
  fflush(NULL); /* or the worker would print the parent's buffered output again */
  j->pid = fork();
  if (j->pid == 0)
    run_worker(js, i, j);
  return j->pid > 0;
}

static void finish(const drv_jobs *js, size_t i, job *j, int status) {
  drv_job_result *r = &j->result;
  cl_buf counts = {0};
  read_back(j->out, &r->out);
  read_back(j->err, &r->err);
  read_back(j->tally, &counts);
  int rc;
  if (WIFEXITED(status) &&
      sscanf(cl_buf_str(&counts), "%d %u %u", &rc, &r->errors, &r->warnings) == 3) {
    r->rc = rc;
  } else {
    r->rc = 2;
    if (WIFSIGNALED(status))
      cl_buf_printf(&r->err, "cudalift: error: checking '%s' crashed (signal %d, %s)\n",
                    js->label(js->ctx, i), WTERMSIG(status), strsignal(WTERMSIG(status)));
    else
      cl_buf_printf(&r->err, "cudalift: error: checking '%s' stopped early (exit %d)\n",
                    js->label(js->ctx, i), WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  }
  cl_buf_free(&counts);
  j->pid = 0;
  j->finished = 1;
}

static void fail_to_start(const drv_jobs *js, size_t i, job *j) {
  FILE *files[] = {j->out, j->err, j->tally};
  for (size_t k = 0; k < sizeof files / sizeof *files; k++)
    if (files[k])
      fclose(files[k]);
  j->pid = 0;
  j->finished = 1;
  j->result.rc = 2;
  cl_buf_printf(&j->result.err, "cudalift: error: cannot start a worker for '%s'\n",
                js->label(js->ctx, i));
}

static void clear_progress(int *shown) {
  if (*shown)
    fputs("\r\033[K", stderr);
  *shown = 0;
}

/* The progress line: "[done/count] label", redrawn in place; *shown says
 * whether one is on the screen and must be erased before other output. */
static void progress(const drv_jobs *js, size_t done, size_t last, int *shown) {
  if (!js->progress)
    return;
  clear_progress(shown);
  fprintf(stderr, "[%zu/%zu] %s", done, js->count, js->label(js->ctx, last));
  fflush(stderr);
  *shown = 1;
}

void drv_run_jobs(const drv_jobs *js) {
  job *jobs = cl_xcalloc(js->count ? js->count : 1, sizeof *jobs);
  unsigned width = js->parallel ? js->parallel : 1;
  size_t started = 0, running = 0, done = 0, reported = 0, last = 0;
  int shown = 0;
  while (reported < js->count) {
    while (running < width && started < js->count) {
      size_t i = started++;
      if (start(js, i, &jobs[i])) {
        running++;
      } else {
        fail_to_start(js, i, &jobs[i]);
        done++;
      }
    }
    if (running) {
      int status;
      pid_t pid = waitpid(-1, &status, 0);
      for (size_t i = 0; pid > 0 && i < started; i++)
        if (jobs[i].pid == pid) {
          finish(js, i, &jobs[i], status);
          running--;
          done++;
          last = i;
        }
    }
    if (reported < js->count && jobs[reported].finished)
      clear_progress(&shown);
    for (; reported < js->count && jobs[reported].finished; reported++) {
      js->done(js->ctx, reported, &jobs[reported].result);
      cl_buf_free(&jobs[reported].result.out);
      cl_buf_free(&jobs[reported].result.err);
    }
    fflush(NULL);
    if (reported < js->count)
      progress(js, done, last, &shown);
  }
  clear_progress(&shown);
  free(jobs);
}
