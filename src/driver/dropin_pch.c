/* dropin_pch.c - the drop-in's kept precompiled headers. */
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

/* ---- the kept precompiled headers ----
 * $TMPDIR/cudalift-<uid>/pch/KEY.pch, KEY a hash of cudalift's version,
 * the parse's flags and the header's #include lines.  A header of library
 * includes only (toolkit, CCCL: their function bodies left out) is made
 * the first time; one that holds a project header (bodies kept, its
 * declarations walked like the file's own) only when a second file starts
 * the same way: KEY.seen marks the first.  KEY.lock keeps a second
 * process from making the same header at once (it parses without).  A
 * header's use touches it; the folder is kept under
 * CUDALIFT_PCH_CACHE_SIZE by removing the least recently used. */

#define PCH_CACHE_DEFAULT (4ull << 30)

/* The byte limit of the folder, 0 for none kept. */
static unsigned long long pch_cache_limit(void) {
  const char *v = getenv("CUDALIFT_PCH_CACHE_SIZE");
  if (!v || !*v)
    return PCH_CACHE_DEFAULT;
  if (!strcmp(v, "0"))
    return 0;
  unsigned long long n = cudalift_parse_size(v);
  return n ? n : PCH_CACHE_DEFAULT;
}

typedef struct cached {
  char *name;
  unsigned long long size;
  time_t used;
} cached;

static int older_first(const void *a, const void *b) {
  time_t x = ((const cached *)a)->used, y = ((const cached *)b)->used;
  return x < y ? -1 : x > y;
}

/* Removes the least recently used headers (and their .sys lists) until
 * the folder holds at most `limit` bytes; `keep` stays.  On the way, what
 * a stopped maker left and marks not met for a month go too. */
static void trim_pch_cache(const char *dir, const char *keep, unsigned long long limit) {
  DIR *d = opendir(dir);
  if (!d)
    return;
  cl_vec all = {0};
  unsigned long long total = 0;
  for (struct dirent *e; (e = readdir(d));) {
    size_t n = strlen(e->d_name);
    char *path = cl_xmalloc(strlen(dir) + n + 2);
    sprintf(path, "%s/%s", dir, e->d_name);
    /* KEY.pch.PID.tmp[.sys]: a header (or its list) whose maker was stopped */
    const char *made = strstr(e->d_name, ".pch.");
    char *end = NULL;
    long pid = made ? strtol(made + 5, &end, 10) : 0;
    if (end && end != made + 5 && !strncmp(end, ".tmp", 4) && dropin_gone(pid))
      unlink(path);
    /* A mark a month old: a file start not met again, a header that
     * could not be made (the headers may have changed since). */
    struct stat mark;
    if (((n > 5 && !strcmp(e->d_name + n - 5, ".seen")) ||
         (n > 7 && !strcmp(e->d_name + n - 7, ".failed"))) &&
        stat(path, &mark) == 0 && mark.st_mtime < time(NULL) - 30 * 24 * 3600)
      unlink(path);
    if (n < 4 || strcmp(e->d_name + n - 4, ".pch")) {
      free(path);
      continue;
    }
    struct stat st;
    if (stat(path, &st) != 0) {
      free(path);
      continue;
    }
    cached *c = cl_xmalloc(sizeof *c);
    *c = (cached){path, (unsigned long long)st.st_size, st.st_mtime};
    total += c->size;
    cl_vec_push(&all, c);
  }
  closedir(d);
  cached *v = cl_xmalloc((all.len + 1) * sizeof *v);
  for (size_t i = 0; i < all.len; i++)
    v[i] = *(cached *)all.items[i];
  qsort(v, all.len, sizeof *v, older_first);
  for (size_t i = 0; i < all.len; i++) {
    if (total > limit && strcmp(v[i].name, keep)) {
      fe_remove_pch(v[i].name);
      total -= v[i].size;
    }
    free(v[i].name);
    free(all.items[i]);
  }
  free(v);
  cl_vec_free(&all);
}

/* Takes `lock` (a file holding this process's id); a lock whose process
 * is gone, or an hour old (its process id taken by another since), is
 * taken over.  0 when another process holds it. */
static int take_lock(const char *lock) {
  for (int tries = 0; tries < 2; tries++) {
    int fd = open(lock, O_WRONLY | O_CREAT | O_EXCL, 0600);
    if (fd >= 0) {
      char pid[32];
      int n = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
      int ok = write(fd, pid, (size_t)n) == n;
      close(fd);
      return ok || (unlink(lock), 0);
    }
    struct stat st;
    if (errno != EEXIST || stat(lock, &st) != 0)
      return 0;
    if (!dropin_gone(dropin_pid_in_file(lock)) && st.st_mtime > time(NULL) - 3600)
      return 0;
    unlink(lock);
  }
  return 0;
}

/* The precompiled header for input `path` (parsed as `parse_path`): its
 * path, or NULL to parse without one.  Sets in `out` the #include lines
 * it holds, and whether those reach a project header. */
const char *dropin_preamble_pch(const fe_config *fe, pch_mode mode, const char *path,
                                const char *parse_path, fe_config *out, cl_arena *a) {
  const char **preamble = &out->pch_preamble;
  int *project = &out->pch_project;
  *preamble = NULL;
  *project = 0;
  unsigned long long limit = pch_cache_limit();
  char *text = mode != PCH_NONE && limit && fe_pch_wanted(fe) ? cl_read_file(path, NULL) : NULL;
  if (text && mode == PCH_PROJECT && fe_project_pch_possible(parse_path, fe))
    *preamble = fe_project_preamble(a, text, fe);
  *project = *preamble != NULL;
  if (*project) {
    /* Beside the file where its quoted includes are found there: a
     * header of that folder.  Otherwise one header serves every folder
     * (the tests of a project, spread over folders, share it). */
    const char *slash = strrchr(parse_path, '/');
    int dir_len = (int)(slash - parse_path);
    out->pch_main = fe_preamble_needs_folder(*preamble, parse_path, (size_t)dir_len)
                        ? cl_printf(a, "%.*s/%s", dir_len, parse_path, fe_pch_project_main)
                        : fe_pch_shared_main;
  }
  if (text && !*preamble)
    *preamble = fe_system_preamble(a, text, fe);
  free(text);
  cl_buf folder = {0};
  int have_folder = *preamble && drv_user_folder(&folder);
  const char *user = cl_strdup(a, cl_buf_str(&folder));
  cl_buf_free(&folder);
  if (!have_folder)
    return NULL;
  size_t n;
  const char **args = fe_clang_args(fe, a, &n);
  /* The version and the way headers are built: a cudalift that builds
   * them differently must not load an older one. */
  uint64_t h = dropin_fnv(dropin_fnv(CL_HASH_SEED, CUDALIFT_VERSION), fe_pch_format);
  for (size_t i = 0; i < n; i++)
    h = dropin_fnv(h, args[i]);
  h = dropin_fnv(h, *preamble);
  if (*project)
    h = dropin_fnv(h, out->pch_main);
  const char *dir = cl_printf(a, "%s/pch", user);
  const char *pch = cl_printf(a, "%s/%016llx.pch", dir, (unsigned long long)h);
  if (*project)
    out->pch_device = cl_printf(a, "%s/%016llx.dev.pch", dir, (unsigned long long)h);
  if (access(pch, R_OK) == 0) {
    utimensat(AT_FDCWD, pch, NULL, 0); /* used now: the last to go */
    if (out->pch_device)
      utimensat(AT_FDCWD, out->pch_device, NULL, 0);
    return pch;
  }
  if ((mkdir(dir, 0700) != 0 && errno != EEXIST) || !fe_room_for_pch(pch))
    return NULL;
  /* One that could not be made lately is not tried again. */
  if (fe_pch_failed_recently(pch))
    return NULL;
  if (*project) {
    /* The first file that starts this way parses without: a header only
     * pays when another file loads it. */
    const char *seen = cl_printf(a, "%s/%016llx.seen", dir, (unsigned long long)h);
    int fd = open(seen, O_WRONLY | O_CREAT | O_EXCL, 0600);
    if (fd >= 0) {
      close(fd);
      return NULL;
    }
  }
  const char *lock = cl_printf(a, "%s.lock", pch);
  if (!take_lock(lock))
    return NULL;
  fe_config build = *fe;
  build.pch_preamble = *preamble;
  build.pch_project = *project;
  build.pch_main = out->pch_main;
  int ok = fe_make_pch(&build, pch);
  if (!ok && fe_room_for_pch(pch))
    fe_pch_mark_failed(pch);
  unlink(lock);
  if (!ok)
    return NULL;
  trim_pch_cache(dir, pch, limit);
  return pch;
}
