/* stats.c - the drop-in's counts, as `ccache -s` keeps them: one line per
 * outcome of a build line ("COUNT<TAB>KEY"), in $TMPDIR/cudalift-<uid>/stats
 * (or $CUDALIFT_STATS_FILE).  A build adds one under an flock on
 * STATS.lock and writes the file anew by rename, so concurrent builds
 * (make -j) lose no count and a reader never sees half a file.
 * `cudalift --cudalift-stats` prints them, `--cudalift-zero-stats`
 * removes them.
 *
 * Keys: "lowered", "unchanged" (nothing to lower), "unparsed" (nothing to
 * lower, known from the text scan alone: no parse), "stopped" (the input's
 * errors or a rule), "nvcc failed", "fallback: REASON" (built from the
 * original by nvcc --extended-lambda), "fallback failed: REASON" (the
 * original fails in nvcc too). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver.h"

int drv_user_folder(cl_buf *out) {
  const char *base = getenv("TMPDIR");
  cl_buf_printf(out, "%s/cudalift-%u", base && *base ? base : "/tmp", (unsigned)getuid());
  if (mkdir(out->data, 0700) != 0 && errno != EEXIST)
    return 0;
  struct stat st;
  if (lstat(out->data, &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != getuid() ||
      (st.st_mode & 077)) {
    errno = EPERM;
    return 0;
  }
  return 1;
}

/* The statistics file's path into `out`; 0 when its folder cannot be had. */
static int stats_path(cl_buf *out) {
  const char *own = getenv("CUDALIFT_STATS_FILE");
  if (own && *own) {
    cl_buf_puts(out, own);
    return 1;
  }
  if (!drv_user_folder(out))
    return 0;
  cl_buf_puts(out, "/stats");
  return 1;
}

typedef struct counter {
  char *key;
  unsigned long long n;
} counter;

/* The file's counters (none when it is missing). */
static counter *read_counters(const char *path, size_t *n) {
  *n = 0;
  size_t len;
  char *text = cl_read_file(path, &len);
  counter *c = cl_xcalloc(1, sizeof *c);
  for (char *line = text, *next; line && *line; line = next) {
    next = strchr(line, '\n');
    if (next)
      *next++ = '\0';
    else
      next = line + strlen(line);
    char *tab = strchr(line, '\t');
    if (!tab)
      continue;
    *tab = '\0';
    c = realloc(c, (*n + 1) * sizeof *c);
    c[*n].n = strtoull(line, NULL, 10);
    c[*n].key = cl_xstrdup(tab + 1);
    ++*n;
  }
  free(text);
  return c;
}

static void free_counters(counter *c, size_t n) {
  for (size_t i = 0; i < n; i++)
    free(c[i].key);
  free(c);
}

/* Runs `work` on the file's path with the lock held.  0 when the lock
 * cannot be had. */
static int locked(void (*work)(const char *path, void *arg), void *arg) {
  cl_buf path = {0}, lock = {0};
  int ok = stats_path(&path);
  int fd = -1;
  if (ok) {
    cl_buf_printf(&lock, "%s.lock", cl_buf_str(&path));
    fd = open(cl_buf_str(&lock), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    ok = fd >= 0;
  }
  while (ok && flock(fd, LOCK_EX) != 0)
    ok = errno == EINTR;
  if (ok)
    work(cl_buf_str(&path), arg);
  if (fd >= 0)
    close(fd); /* releases the lock */
  cl_buf_free(&path);
  cl_buf_free(&lock);
  return ok;
}

static void add_one(const char *path, void *arg) {
  const char *key = arg;
  size_t n;
  counter *c = read_counters(path, &n);
  size_t i = 0;
  while (i < n && strcmp(c[i].key, key))
    i++;
  if (i == n) {
    c = realloc(c, (n + 1) * sizeof *c);
    c[n++] = (counter){cl_xstrdup(key), 0};
  }
  c[i].n++;
  cl_buf b = {0};
  for (size_t k = 0; k < n; k++)
    cl_buf_printf(&b, "%llu\t%s\n", c[k].n, c[k].key);
  cl_write_file_atomic(path, cl_buf_str(&b), b.len);
  cl_buf_free(&b);
  free_counters(c, n);
}

void drv_stats_count(const char *key) {
  const char *off = getenv("CUDALIFT_STATS");
  if (off && !strcmp(off, "0"))
    return;
  /* A key is one line of one field: tabs and newlines become spaces. */
  char *clean = cl_xstrdup(key);
  for (char *p = clean; *p; p++)
    if (*p == '\t' || *p == '\n')
      *p = ' ';
  locked(add_one, clean);
  free(clean);
}

static int rank(const char *key) {
  static const char *const order[] = {"lowered",     "unchanged",  "unparsed",
                                      "stopped",     "nvcc failed", "fallback: ",
                                      "fallback failed: "};
  for (int i = 0; i < 7; i++)
    if (!strncmp(key, order[i], strlen(order[i])))
      return i;
  return 7;
}

static int by_rank(const void *a, const void *b) {
  const counter *x = a, *y = b;
  int d = rank(x->key) - rank(y->key);
  return d ? d : strcmp(x->key, y->key);
}

static void print_all(const char *path, void *arg) {
  (void)arg;
  size_t n;
  counter *c = read_counters(path, &n);
  qsort(c, n, sizeof *c, by_rank);
  static const char *const fixed[] = {"lowered", "unchanged", "unparsed", "stopped",
                                      "nvcc failed"};
  static const char *const says[] = {
      "built, lowered", "built, nothing to lower", "built, nothing to lower (text scan, no parse)",
      "stopped by the input's errors or a rule", "nvcc failed"};
  unsigned long long all = 0, fell = 0;
  for (size_t i = 0; i < n; i++) {
    all += c[i].n;
    fell += rank(c[i].key) >= 5 ? c[i].n : 0;
  }
  int width = 44;
  for (size_t i = 0; i < n; i++)
    if (rank(c[i].key) >= 5 && (int)strlen(c[i].key) + 2 > width)
      width = (int)strlen(c[i].key) + 2;
  printf("cudalift drop-in statistics (%s)\n", path);
  printf("  %-*s %10llu\n", width + 2, "build lines", all);
  for (int f = 0; f < 5; f++) {
    unsigned long long v = 0;
    for (size_t i = 0; i < n; i++)
      v += strcmp(c[i].key, fixed[f]) ? 0 : c[i].n;
    printf("  %-*s %10llu\n", width + 2, says[f], v);
  }
  printf("  %-*s %10llu\n", width + 2, "fallbacks to nvcc --extended-lambda, by reason", fell);
  for (size_t i = 0; i < n; i++)
    if (rank(c[i].key) >= 5)
      printf("    %-*s %10llu\n", width, c[i].key, c[i].n);
  free_counters(c, n);
}

int drv_stats_print(void) {
  if (locked(print_all, NULL))
    return 0;
  fprintf(stderr, "cudalift: error: cannot read the statistics: %s\n", strerror(errno));
  return 2;
}

static void remove_all(const char *path, void *arg) {
  int *rc = arg;
  if (unlink(path) != 0 && errno != ENOENT)
    *rc = 2;
}

int drv_stats_zero(void) {
  int rc = 0;
  if (!locked(remove_all, &rc))
    rc = 2;
  if (rc)
    fprintf(stderr, "cudalift: error: cannot zero the statistics: %s\n", strerror(errno));
  else
    puts("cudalift: statistics zeroed");
  return rc;
}
