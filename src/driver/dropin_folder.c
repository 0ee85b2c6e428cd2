/* dropin_folder.c - the drop-in's private job folder, and a unit read
 * from standard input into it. */
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

char *g_tmp; /* the job's folder while it exists */

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
  (void)st;
  (void)flag;
  (void)ftw;
  return remove(path);
}

void dropin_remove_tree(const char *dir) {
  nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

const char *dropin_base_name(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

/* The file name nvcc derives from `path`: its base name with `suffix`
 * instead of its extension ("src/a.cu", ".o" -> "a.o"); caller frees. */
char *dropin_derived_name(const char *path, const char *suffix) {
  const char *base = dropin_base_name(path), *dot = strrchr(base, '.');
  cl_buf b = {0};
  cl_buf_printf(&b, "%.*s%s", (int)(dot ? (size_t)(dot - base) : strlen(base)), base, suffix);
  char *r = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
  return r;
}

/* The dependency file nvcc writes for -MD/-MMD without -MF beside -o:
 * -o's path with its extension (not a leading dot of its base name)
 * replaced by .d ("out/a.o" -> "out/a.d"); caller frees. */
char *dropin_output_dep_name(const char *output) {
  const char *base = dropin_base_name(output), *dot = strrchr(base, '.');
  size_t stem = dot && dot != base ? (size_t)(dot - output) : strlen(output);
  cl_buf b = {0};
  cl_buf_printf(&b, "%.*s.d", (int)stem, output);
  char *r = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
  return r;
}

/* ---- the temporary folder ---- */

/* One more string into a running hash; strings stay apart (a, bc != ab, c). */
uint64_t dropin_fnv(uint64_t h, const char *s) {
  return cl_hash_bytes(cl_hash_bytes(h, s, strlen(s)), "\xff", 1);
}

/* The process that made job folder `path` (its `.owner` file), or 0. */
long dropin_pid_in_file(const char *path) {
  FILE *f = fopen(path, "r");
  long pid = 0;
  if (f) {
    if (fscanf(f, "%ld", &pid) != 1)
      pid = 0;
    fclose(f);
  }
  return pid;
}

static long folder_owner(const char *path) {
  cl_buf name = {0};
  cl_buf_printf(&name, "%s/.owner", path);
  long pid = dropin_pid_in_file(cl_buf_str(&name));
  cl_buf_free(&name);
  return pid;
}

/* Is process `pid` gone? */
int dropin_gone(long pid) {
  return pid > 0 && kill((pid_t)pid, 0) != 0 && errno == ESRCH;
}

static void claim_folder(const char *path) {
  cl_buf name = {0};
  cl_buf_printf(&name, "%s/.owner", path);
  FILE *f = fopen(cl_buf_str(&name), "w");
  cl_buf_free(&name);
  if (f) {
    fprintf(f, "%ld\n", (long)getpid());
    fclose(f);
  }
}

/* $CCACHE_BASEDIR when it is set, absolute, and holds the working folder
 * (the user asked ccache to share results across checkouts), else NULL.
 * Then cudalift keeps checkout paths out of everything ccache hashes, as
 * ccache does for nvcc's command line: the job folder's name and the
 * lowered headers' places in it. */
const char *dropin_ccache_base(const char *cwd) {
  const char *base = getenv("CCACHE_BASEDIR");
  return base && base[0] == '/' && cwd && cl_path_under(cwd, base) ? base : NULL;
}

/* `arg` with the absolute path it holds (from its first '/': "/a/b.cu",
 * "-I/a/include", "--include-path=/a/x") made relative to `cwd` when it is
 * below `base`, as ccache rewrites nvcc's command line; else `arg`.  A new
 * string owned by `a`, or `arg` itself. */
const char *dropin_relative_arg(cl_arena *a, const char *arg, const char *cwd, const char *base) {
  const char *slash = base ? strchr(arg, '/') : NULL;
  if (!slash || !cl_path_under(slash, base))
    return arg;
  return cl_printf(a, "%.*s%s", (int)(slash - arg), arg, cl_relative_path(a, cwd, slash));
}

/* The job's folder: a name from the working folder and the arguments, so
 * that the same command lowers to the same paths (a compiler cache hits;
 * --dryrun left out, so its steps name the paths the build itself uses);
 * a folder of that name left by a run that was killed (its owner is gone)
 * is taken back.  A run of the same command at the same time gets a
 * random name.  `under`: the folder it goes in, instead of cudalift's own
 * under $TMPDIR.  On failure, `tried` names the folder (NULL returned). */
char *dropin_make_job_folder(const cl_vec *all, const char *under, cl_buf *tried) {
  if (under) { /* --dryrun --keep-dir DIR: the lowered files stay there */
    cl_buf_printf(tried, "%s/cudalift", under);
    if (mkdir(tried->data, 0700) != 0 && errno != EEXIST)
      return NULL;
  } else if (!drv_user_folder(tried)) {
    return NULL;
  }
  char *cwd = getcwd(NULL, 0);
  const char *base = dropin_ccache_base(cwd);
  /* Under $CCACHE_BASEDIR: not the working folder, and each absolute
   * path below the base as ccache sees it, relative to the working folder. */
  uint64_t h = dropin_fnv(CL_HASH_SEED, base ? "" : cwd ? cwd : "");
  cl_arena *a = cl_arena_new();
  for (size_t i = 0; i < all->len; i++)
    if (strcmp(all->items[i], "--dryrun") && strcmp(all->items[i], "-dryrun"))
      h = dropin_fnv(h, dropin_relative_arg(a, all->items[i], cwd, base));
  cl_arena_free(a);
  free(cwd);
  cl_buf_printf(tried, "/%016llx", (unsigned long long)h);
  char *path = tried->data;
  int made = mkdir(path, 0700) == 0;
  if (!made && errno == EEXIST) {
    if (dropin_gone(folder_owner(path))) {
      dropin_remove_tree(path);
      made = mkdir(path, 0700) == 0;
    }
  }
  if (!made) {
    cl_buf_puts(tried, "-XXXXXX");
    if (!mkdtemp(tried->data))
      return NULL;
  }
  claim_folder(tried->data);
  return cl_xstrdup(tried->data);
}

/* A CUDA input `-` (`-x cu -`): nvcc reads standard input, and so must
 * the parse.  Its bytes are saved in the job folder (stdin.cu): the parse
 * reads them as `<stdin>` in the working folder (its quote includes are
 * found there, as nvcc finds them), and every nvcc run gets them on its
 * standard input; messages name `<stdin>`, as nvcc's do.  0 when standard
 * input cannot be read. */
int dropin_stdin_input(job *j) {
  for (size_t k = 0; k < j->inputs.len; k++) {
    size_t at = *(size_t *)j->inputs.items[k];
    if (strcmp(j->args.items[at], "-"))
      continue;
    cl_buf text = {0}, path = {0};
    char chunk[65536];
    ssize_t n;
    while ((n = read(0, chunk, sizeof chunk)) > 0 || (n < 0 && errno == EINTR))
      if (n > 0)
        cl_buf_append(&text, chunk, (size_t)n);
    cl_buf_printf(&path, "%s/stdin.cu", g_tmp);
    int ok = n == 0 && cl_write_file_atomic(cl_buf_str(&path), text.data ? text.data : "",
                                            text.len) == 0;
    if (!ok)
      fprintf(stderr, "cudalift: error: cannot read standard input into '%s': %s\n",
              cl_buf_str(&path), strerror(errno));
    if (!ok) {
      cl_buf_free(&text);
      cl_buf_free(&path);
      return 0;
    }
    j->stdin_text = cl_xstrdup(cl_buf_str(&text));
    cl_buf_free(&text);
    char *saved = cl_xstrdup(cl_buf_str(&path));
    cl_buf_free(&path);
    cl_vec_push(&j->owned, saved);
    j->stdin_file = saved;
  }
  return 1;
}
