/* dropin_fallback.c - what the drop-in does on cudalift's own limits:
 * the original built by nvcc --extended-lambda. */
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

/* Notes cudalift's own limit on this build line (the first one): the
 * warning the fallback prints, at `where` ("FILE:LINE:COL" or "'FILE'"),
 * and its counter in the statistics: the reason up to its first ';',
 * with quoted names left out. */
void dropin_note_limit(job *j, const char *where, const char *why, const char *key) {
  if (j->limit)
    return;
  cl_buf b = {0};
  if (where[0] == '\'') /* a file, no place in it */
    cl_buf_printf(&b, "cudalift: warning: %s: %s", where, why);
  else
    cl_buf_printf(&b, "%s: warning: %s", where, why);
  cl_buf_puts(&b, "; built from the original by nvcc --extended-lambda instead [fallback]\n");
  j->limit = cl_xstrdup(cl_buf_str(&b));
  b.len = 0;
  int quoted = 0;
  for (const char *k = key; *k && *k != ';' && *k != '\n'; k++) {
    if (*k == '\'')
      cl_buf_puts(&b, (quoted = !quoted) ? "'" : "...'");
    else if (!quoted)
      cl_buf_putc(&b, *k);
  }
  j->limit_key = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
}

/* The first error of the parse that stopped it, as a limit (clang
 * rejects some code nvcc accepts; errors without a place are libclang's
 * setup failing). */
void dropin_note_parse_errors(job *j, const cl_model *m, const char *path) {
  for (size_t i = 0; i < m->nmessages && !j->limit; i++) {
    const cl_message *msg = &m->messages[i];
    if (msg->severity != CL_ERROR)
      continue;
    cl_buf where = {0}, why = {0};
    if (msg->loc.file)
      cl_buf_printf(&where, "%s:%u:%u", msg->loc.file, msg->loc.line, msg->loc.col);
    else
      cl_buf_printf(&where, "'%s'", path);
    cl_buf_printf(&why, "clang: %s", msg->text);
    dropin_note_limit(j, cl_buf_str(&where), cl_buf_str(&why),
               msg->loc.file ? "clang rejected the parse" : "libclang could not set up the parse");
    cl_buf_free(&where);
    cl_buf_free(&why);
  }
}

/* ---- the fallback ----
 * Where cudalift itself cannot build a unit (note_limit: a lambda it
 * cannot lower, a parse libclang fails or clang rejects, a lowered file
 * nvcc rejects), the build line runs as the user gave it, with
 * --extended-lambda, as ccache runs the compiler on what it cannot cache.
 * A rule's diagnostic is the user's to fix and never falls back. */

/* nvcc on the original inputs, with --extended-lambda; -o still goes
 * aside (write_output_aside), the dependency options stay.  With `held`,
 * its streams are kept there. */
int dropin_run_original(job *j, cl_buf held[2]) {
  if (!j->output_tmp)
    dropin_write_output_aside(j);
  cl_vec args = {0}, extra = {0};
  int has_flag = 0;
  for (size_t i = 0; i < j->given.len; i++) {
    const char *a = (long)i == j->output_at ? j->args.items[i] : j->given.items[i];
    if (a == extended_macro)
      continue;
    has_flag |= dropin_is_extended_lambda_flag(a);
    cl_vec_push(&args, (void *)a);
  }
  if (!has_flag)
    cl_vec_push(&args, "--extended-lambda");
  for (size_t i = j->aside_extra; i < j->extra.len; i++)
    cl_vec_push(&extra, j->extra.items[i]);
  cl_vec lowered_args = j->args, lowered_extra = j->extra;
  j->args = args;
  j->extra = extra;
  int rc = dropin_run_nvcc(j, 0, held);
  j->args = lowered_args;
  j->extra = lowered_extra;
  cl_vec_free(&args);
  cl_vec_free(&extra);
  return rc;
}

void dropin_flush_held(cl_buf held[2]) {
  FILE *to[2] = {stdout, stderr};
  for (int k = 0; k < 2; k++) {
    fputs(cl_buf_str(&held[k]), to[k]);
    fflush(to[k]);
    cl_buf_free(&held[k]);
  }
}

/* nvcc failed on the lowered files (their messages in `lowered`): the
 * original is built instead; when it builds, the build goes on with a
 * [fallback] warning, else the user reads nvcc's messages on their own
 * file.  Returns the original's exit status. */
int dropin_fall_back_after_nvcc(job *j, cl_buf lowered[2], const char **key) {
  cl_buf held[2] = {{0}, {0}};
  const char *first = j->given.items[*(size_t *)j->inputs.items[0]];
  int rc = dropin_run_original(j, held);
  if (j->verbose) {
    fputs("cudalift: nvcc's messages on the lowered files:\n", stderr);
    dropin_flush_held(lowered);
  }
  cl_buf_free(&lowered[0]);
  cl_buf_free(&lowered[1]);
  if (rc == 0) {
    cl_buf where = {0};
    cl_buf_printf(&where, "'%s'", first);
    dropin_note_limit(j, cl_buf_str(&where), "nvcc rejected the lowered file and accepts the original",
               "nvcc rejected the lowered file");
    cl_buf_free(&where);
    fputs(j->limit, stderr);
    *key = "fallback: nvcc rejected the lowered file";
  } else {
    *key = "nvcc failed";
  }
  dropin_flush_held(held);
  return rc;
}
