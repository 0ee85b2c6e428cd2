/* dropin_after.c - running nvcc, and what follows it: its messages and
 * files name the user's paths, -o appears whole. */
#define _GNU_SOURCE /* nftw, memmem, utimensat, sched_getaffinity */
#include <errno.h>
#include <fcntl.h>
#include <dirent.h>
#include <poll.h>
#include <sched.h>
#include <ftw.h>
#include <malloc.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cudalift/size.h"
#include "driver.h"
#include "emit/emit.h"
#include "dropin.h"

/* ---- after nvcc ---- */

/* Every temporary path in `text` replaced by the user's. */
char *dropin_restore_paths(const job *j, const char *text) {
  cl_buf b = {0};
  for (const char *s = text; *s;) {
    size_t best = 0, which = 0;
    for (size_t i = 0; i + 1 < j->renames.len; i += 2) {
      size_t n = strlen(j->renames.items[i]);
      if (n > best && !strncmp(s, j->renames.items[i], n)) {
        best = n;
        which = i;
      }
    }
    if (best) {
      cl_buf_puts(&b, j->renames.items[which + 1]);
      s += best;
    } else {
      cl_buf_putc(&b, *s++);
    }
  }
  char *r = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
  return r;
}

static void restore_file(const job *j, const char *path) {
  size_t n;
  char *text = path ? cl_read_file(path, &n) : NULL;
  if (!text)
    return;
  char *fixed = dropin_restore_paths(j, text);
  if (strcmp(fixed, text))
    cl_write_file_atomic(path, fixed, strlen(fixed));
  free(fixed);
  free(text);
}

/* The dependency file nvcc wrote for -MD/-MMD without -MF: the output's
 * name with .d, or the input's base name with .d. */
void dropin_restore_dep_files(const job *j) {
  if (j->to_stdout && j->output)
    restore_file(j, j->output); /* -E or -M into a file */
  if (j->dep_file) {
    restore_file(j, j->dep_file);
    return;
  }
  if (!j->dep_with_compile)
    return;
  if (j->output) {
    char *path = dropin_output_dep_name(j->output);
    restore_file(j, path);
    free(path);
  }
  for (size_t i = 1; i < j->renames.len; i += 2) {
    char *path = dropin_derived_name(j->renames.items[i], ".d");
    restore_file(j, path);
    free(path);
  }
}


/* nvcc names its device debug information's compilation unit after the
 * file it compiled, the lowered one, and has no option to rename it (its
 * own --orig_src_path_name for cicc cannot be overridden).  In the object
 * or executable, each copy of a lowered file's path that ends a string
 * (NUL) or an argument (space, in an embedded command line) is overwritten
 * by the user's path and padding of the same byte: offsets stay valid, and
 * the lowered path is always the longer (lower_input pads it).  A
 * compressed fatbin holds no such copy; nothing changes then. */
static void scrub_file(const job *j, const char *path) {
  size_t n;
  char *data = cl_read_file(path, &n);
  if (!data)
    return;
  int changed = 0;
  for (size_t i = 0; i + 1 < j->renames.len; i += 2) {
    const char *from = j->renames.items[i], *to = j->renames.items[i + 1];
    size_t fl = strlen(from), tl = strlen(to);
    if (tl > fl)
      continue;
    for (char *p = data; (p = memmem(p, n - (size_t)(p - data), from, fl)) != NULL; p += fl) {
      size_t end = (size_t)(p - data) + fl;
      char next = end < n ? data[end] : '\0';
      if (next != '\0' && next != ' ')
        continue; /* part of a longer string: left alone */
      memcpy(p, to, tl);
      memset(p + tl, next, fl - tl); /* a string ends, or an argument list goes on */
      changed = 1;
    }
  }
  struct stat st;
  if (changed && stat(path, &st) == 0 && cl_write_file_atomic(path, data, n) == 0)
    chmod(path, st.st_mode & 07777);
  free(data);
}

/* The files nvcc wrote: -o, or the names it picks (NAME.o for -c, a.out). */
void dropin_scrub_outputs(const job *j) {
  if (!j->debug || !j->renames.len)
    return;
  if (j->output) {
    scrub_file(j, j->output_tmp ? j->output_tmp : j->output);
    return;
  }
  scrub_file(j, "a.out");
  for (size_t i = 1; i < j->renames.len; i += 2) {
    char *path = dropin_derived_name(j->renames.items[i], ".o");
    scrub_file(j, path);
    free(path);
  }
}

/* nvcc --keep keeps its intermediate files; the lowered sources join them. */
void dropin_keep_lowered(const job *j) {
  if (!j->nvcc_keep && !j->keep_dir)
    return;
  for (size_t i = 0; i + 1 < j->renames.len; i += 2) {
    size_t n;
    char *text = cl_read_file(j->renames.items[i], &n);
    if (!text)
      continue;
    cl_buf path = {0};
    cl_buf_printf(&path, "%s/%s.cudalift.cu", j->keep_dir ? j->keep_dir : ".",
                  dropin_base_name(j->renames.items[i + 1]));
    cl_write_file_atomic(cl_buf_str(&path), text, n);
    cl_buf_free(&path);
    free(text);
  }
}

/* Runs the command; with `capture`, its stdout comes back with the
 * temporary paths replaced.  Returns nvcc's exit status. */
/* Reads nvcc's captured streams until both close.  `fds[k]` is -1 for
 * a stream left alone; what comes through is written out with the user's
 * paths in place of the temporary ones (nvcc names its input in "N errors
 * detected in the compilation of ..."), stdout as it was asked for and
 * stderr once nvcc is done. */
static void relay_streams(const job *j, int fds[2], cl_buf held[2]) {
  cl_buf got[2] = {{0}, {0}};
  struct pollfd p[2];
  for (;;) {
    nfds_t n = 0;
    for (int k = 0; k < 2; k++)
      if (fds[k] >= 0)
        p[n++] = (struct pollfd){.fd = fds[k], .events = POLLIN};
    if (n == 0)
      break;
    if (poll(p, n, -1) < 0) {
      if (errno == EINTR)
        continue;
      break;
    }
    for (nfds_t i = 0; i < n; i++) {
      if (!(p[i].revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      int k = p[i].fd == fds[0] ? 0 : 1;
      char chunk[65536];
      ssize_t r = read(fds[k], chunk, sizeof chunk);
      if (r < 0 && (errno == EINTR || errno == EAGAIN))
        continue;
      if (r <= 0) {
        close(fds[k]);
        fds[k] = -1;
        continue;
      }
      cl_buf_append(&got[k], chunk, (size_t)r);
    }
  }
  FILE *to[2] = {stdout, stderr};
  for (int k = 0; k < 2; k++) {
    if (!got[k].len)
      continue;
    char *fixed = dropin_restore_paths(j, cl_buf_str(&got[k]));
    if (held) {
      cl_buf_puts(&held[k], fixed);
    } else {
      fputs(fixed, to[k]);
      fflush(to[k]);
    }
    free(fixed);
    cl_buf_free(&got[k]);
  }
}

/* Runs nvcc; with `capture`, its stdout passes through relay_streams
 * (preprocessed output names the user's files), and so does its stderr
 * whenever a file was lowered. */
/* nvcc's command line, NULL-terminated: the launcher and nvcc, the
 * arguments, the extra options; the strings stay the job's.  Printed
 * under --cudalift-verbose, after `what`. */
char **dropin_nvcc_argv(const job *j, size_t *n, const char *what) {
  *n = j->command.len + j->args.len + j->extra.len;
  char **argv = cl_xcalloc(*n + 1, sizeof *argv);
  size_t k = 0;
  for (size_t i = 0; i < j->command.len; i++)
    argv[k++] = j->command.items[i];
  for (size_t i = 0; i < j->args.len; i++)
    argv[k++] = j->args.items[i];
  for (size_t i = 0; i < j->extra.len; i++)
    argv[k++] = j->extra.items[i];
  if (j->verbose && what) {
    fprintf(stderr, "cudalift: %s:", what);
    for (size_t i = 0; i < k; i++)
      fprintf(stderr, " %s", argv[i]);
    fputc('\n', stderr);
  }
  return argv;
}

/* While nvcc runs, cudalift only waits for it.  The code of libclang and
 * LLVM that the parse ran stays resident (about 65 MB for a unit) beside
 * nvcc unless it is handed back: their executable mappings, which are
 * never written, are dropped from this process (a later call into them,
 * a parse after nvcc or their exit handlers, reads the pages from the
 * file again), and so is the heap's free memory. */
void dropin_release_parser_pages(void) {
  malloc_trim(0);
  FILE *f = fopen("/proc/self/maps", "r");
  if (!f)
    return;
  char line[4096];
  while (fgets(line, sizeof line, f)) {
    unsigned long lo, hi;
    char perms[8];
    int path_at = 0;
    if (sscanf(line, "%lx-%lx %7s %*s %*s %*s %n", &lo, &hi, perms, &path_at) < 3 || !path_at)
      continue;
    const char *base = strrchr(line + path_at, '/');
    if (strcmp(perms, "r-xp") || !base ||
        (strncmp(base + 1, "libLLVM", 7) && strncmp(base + 1, "libclang", 8)))
      continue;
    madvise((void *)lo, hi - lo, MADV_DONTNEED);
  }
  fclose(f);
}

int dropin_run_nvcc(job *j, int capture, cl_buf held[2]) {
  size_t n;
  char **argv = dropin_nvcc_argv(j, &n, "running");
  int out[2] = {-1, -1}, err[2] = {-1, -1};
  if (capture && pipe(out) != 0)
    out[0] = out[1] = -1;
  /* --dryrun's steps name the lowered file, where they run it. */
  if ((j->renames.len > 0 || held) && !j->dryrun && pipe(err) != 0)
    err[0] = err[1] = -1;
  fflush(stdout);
  fflush(stderr);
  /* No signal between the fork and drv_signals_child: it would miss nvcc. */
  sigset_t saved;
  drv_signals_block(&saved);
  pid_t pid = fork();
  if (pid == 0) {
    sigprocmask(SIG_SETMASK, &saved, NULL);
    int *pipes[2] = {out, err};
    for (int s = 0; s < 2; s++) {
      if (pipes[s][1] < 0)
        continue;
      dup2(pipes[s][1], s + 1);
      close(pipes[s][0]);
      close(pipes[s][1]);
    }
    if (j->stdin_file) { /* `-`: nvcc reads what cudalift read (stdin_input) */
      int in = open(j->stdin_file, O_RDONLY);
      if (in < 0 || dup2(in, 0) < 0)
        _exit(127);
      close(in);
    }
    execvp(argv[0], argv);
    fprintf(stderr, "cudalift: error: cannot run '%s': %s\n", argv[0], strerror(errno));
    _exit(127);
  }
  free(argv);
  if (out[1] >= 0)
    close(out[1]);
  if (err[1] >= 0)
    close(err[1]);
  if (pid < 0) {
    sigprocmask(SIG_SETMASK, &saved, NULL);
    if (out[0] >= 0)
      close(out[0]);
    if (err[0] >= 0)
      close(err[0]);
    fprintf(stderr, "cudalift: error: cannot start nvcc: %s\n", strerror(errno));
    return 2;
  }
  drv_signals_child(pid);
  sigprocmask(SIG_SETMASK, &saved, NULL);
  dropin_release_parser_pages();
  int fds[2] = {out[0], err[0]};
  relay_streams(j, fds, held);
  int status, waited;
  while ((waited = waitpid(pid, &status, 0)) < 0 && errno == EINTR) {}
  drv_signals_child(0);
  if (waited < 0) {
    fprintf(stderr, "cudalift: error: lost track of nvcc: %s\n", strerror(errno));
    return 2;
  }
  if (WIFSIGNALED(status))
    return 128 + WTERMSIG(status);
  return WEXITSTATUS(status);
}

void dropin_free_job(job *j, cl_vec *all) {
  for (size_t i = 0; i < j->command.len; i++)
    free(j->command.items[i]);
  for (size_t i = 0; i < j->inputs.len; i++)
    free(j->inputs.items[i]);
  for (size_t i = 0; i < j->renames.len; i++)
    free(j->renames.items[i]);
  for (size_t i = 0; i < j->extra.len; i++)
    free(j->extra.items[i]);
  for (size_t i = 0; i < j->owned.len; i++)
    free(j->owned.items[i]);
  free(j->output_tmp);
  free(j->limit);
  free(j->limit_key);
  free(j->stdin_text);
  cl_vec_free(&j->given);
  if (j->kept_arena)
    cl_arena_free(j->kept_arena);
  cl_vec_free(&j->extra);
  cl_vec_free(&j->owned);
  cl_vec_free(&j->command);
  cl_vec_free(&j->args);
  cl_vec_free(&j->parse);
  cl_vec_free(&j->inputs);
  cl_vec_free(&j->renames);
  cl_buf_free(&j->deferred);
  for (size_t i = 0; i < all->len; i++)
    free(all->items[i]);
  cl_vec_free(all);
}

/* The folder of `path`, as a new string ("." for a bare name). */
static char *folder_of(const char *path) {
  const char *slash = strrchr(path, '/');
  char *dir = cl_xstrdup(slash ? path : ".");
  if (slash)
    dir[slash == path ? 1 : slash - path] = '\0';
  return dir;
}

/* Can `path` be replaced by a rename from its own folder (a regular file
 * or none yet, in a folder the user can write)?  /dev/null and the like
 * are written in place. */
static int replaceable(const char *path) {
  struct stat st;
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
    return 0;
  char *dir = folder_of(path);
  int ok = access(dir, W_OK | X_OK) == 0;
  free(dir);
  return ok;
}

/* The folder -o (and -MF) write into must be there, and the file
 * writable, before any work starts: nvcc would stop at its last step with
 * the assembler's "can't create"; cudalift names the path and the cause,
 * exit 2. */
int dropin_output_folder_ok(const job *j) {
  const char *paths[] = {j->to_stdout ? NULL : j->output, j->dep_file};
  for (size_t i = 0; i < 2; i++) {
    const char *path = paths[i];
    if (!path || !strcmp(path, "-") || access(path, W_OK) == 0)
      continue; /* there and writable: /dev/null, an object built before */
    char *dir = folder_of(path);
    struct stat st;
    const char *why = stat(dir, &st) != 0 ? strerror(errno)
                      : !S_ISDIR(st.st_mode) ? "not a folder"
                      : access(dir, W_OK | X_OK) != 0 ? strerror(errno) : NULL;
    if (why)
      fprintf(stderr, "cudalift: error: cannot write '%s': its folder '%s': %s\n", path, dir, why);
    free(dir);
    if (why)
      return 0;
  }
  return 1;
}

/* nvcc writes the object (or program) of -o under another name in the
 * same folder, `.NAME.cudalift-PID.EXT`, renamed over -o only once nvcc
 * succeeded (where -o can be replaced so: not /dev/null): a reader, or a concurrent build of the same -o, never sees a
 * torn file, and a failed or interrupted build leaves the old one.  The
 * dependency file keeps naming -o (-MT) and keeps its name (-MF). */
void dropin_write_output_aside(job *j) {
  j->aside_extra = j->extra.len;
  if (!j->output || j->output_at < 0 || j->to_stdout || j->dryrun || !strcmp(j->output, "-") ||
      !replaceable(j->output))
    return;
  const char *slash = strrchr(j->output, '/');
  const char *base = slash ? slash + 1 : j->output;
  const char *dot = strrchr(base, '.');
  size_t stem = dot && dot != base ? (size_t)(dot - base) : strlen(base);
  cl_buf b = {0};
  cl_buf_printf(&b, "%.*s.%.*s.cudalift-%ld%s", (int)(base - j->output), j->output, (int)stem,
                base, (long)getpid(), base + stem);
  j->output_tmp = cl_xstrdup(cl_buf_str(&b));
  const char *arg = j->args.items[j->output_at];
  b.len = 0;
  cl_buf_printf(&b, "%.*s%s", (int)j->output_skip, arg, j->output_tmp);
  char *replaced = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
  j->args.items[j->output_at] = replaced;
  cl_vec_push(&j->owned, replaced);
  if (j->dep_with_compile && !j->dep_target) {
    cl_vec_push(&j->extra, cl_xstrdup("-MT"));
    cl_vec_push(&j->extra, cl_xstrdup(j->output));
  }
  if (j->dep_with_compile && !j->dep_file) {
    char *dep = dropin_output_dep_name(j->output); /* nvcc's own name for it */
    cl_vec_push(&j->extra, cl_xstrdup("-MF"));
    cl_vec_push(&j->extra, dep);
    j->dep_file = dep;
  }
}

/* After nvcc: its output renamed over -o when it succeeded (a failed
 * rename is cudalift's error, exit 2), removed otherwise. */
int dropin_put_output_in_place(job *j, int rc) {
  if (!j->output_tmp)
    return rc;
  if (rc == 0 && rename(j->output_tmp, j->output) != 0) {
    fprintf(stderr, "cudalift: error: cannot write '%s': %s\n", j->output, strerror(errno));
    rc = 2;
  }
  if (rc != 0)
    unlink(j->output_tmp);
  return rc;
}
