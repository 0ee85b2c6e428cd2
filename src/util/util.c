/* util.c - arena, buffer and array containers (see util.h).  Allocation
 * failure is fatal: a tool that runs for a second has no better answer. */
#include "util.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct chunk {
  struct chunk *next;
  size_t used, cap;
  max_align_t data[];
} chunk;

struct cl_arena {
  chunk *head;
};

/* The one out-of-memory policy: say so and exit 2. */
static void out_of_memory(void) {
  fputs("cudalift: out of memory\n", stderr);
  exit(2);
}

static void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p)
    out_of_memory();
  return p;
}

void *cl_xmalloc(size_t n) { return xmalloc(n); }

char *cl_xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(xmalloc(n), s, n);
}

void *cl_xcalloc(size_t count, size_t size) {
  void *p = calloc(count ? count : 1, size ? size : 1);
  if (!p)
    out_of_memory();
  return p;
}

void cl_sort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
  if (n > 1) /* qsort(NULL, 0, ...) is undefined */
    qsort(base, n, size, cmp);
}

static void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p)
    out_of_memory();
  return p;
}

cl_arena *cl_arena_new(void) {
  cl_arena *a = xmalloc(sizeof *a);
  a->head = NULL;
  return a;
}

void cl_arena_free(cl_arena *a) {
  if (!a)
    return;
  for (chunk *c = a->head, *next; c; c = next) {
    next = c->next;
    free(c);
  }
  free(a);
}

void *cl_alloc(cl_arena *a, size_t size) {
  const size_t align = sizeof(max_align_t);
  size = (size + align - 1) / align * align;
  chunk *c = a->head;
  if (!c || c->cap - c->used < size) {
    size_t cap = size > 64 * 1024 ? size : 64 * 1024;
    c = xmalloc(sizeof(chunk) + cap);
    c->used = 0;
    c->cap = cap;
    c->next = a->head;
    a->head = c;
  }
  void *p = (char *)c->data + c->used;
  c->used += size;
  memset(p, 0, size);
  return p;
}

void *cl_arena_grow(cl_arena *a, void *items, size_t len, size_t *cap, size_t size) {
  if (len < *cap)
    return items;
  size_t n = *cap ? *cap * 2 : 16;
  void *grown = cl_alloc(a, n * size);
  if (len)
    memcpy(grown, items, len * size);
  *cap = n;
  return grown;
}

char *cl_strndup(cl_arena *a, const char *s, size_t n) {
  char *p = cl_alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = '\0';
  return p;
}

char *cl_strdup(cl_arena *a, const char *s) {
  return s ? cl_strndup(a, s, strlen(s)) : NULL;
}

char *cl_printf(cl_arena *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cl_buf b = {0};
  cl_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  char *p = cl_strndup(a, cl_buf_str(&b), b.len);
  cl_buf_free(&b);
  return p;
}

static void buf_reserve(cl_buf *b, size_t extra) {
  if (b->len + extra + 1 <= b->cap)
    return;
  size_t cap = b->cap ? b->cap * 2 : 256;
  while (cap < b->len + extra + 1)
    cap *= 2;
  b->data = xrealloc(b->data, cap);
  b->cap = cap;
}

void cl_buf_append(cl_buf *b, const char *s, size_t n) {
  buf_reserve(b, n);
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = '\0';
}

void cl_buf_puts(cl_buf *b, const char *s) { cl_buf_append(b, s, strlen(s)); }

void cl_buf_putc(cl_buf *b, char c) { cl_buf_append(b, &c, 1); }

/* gcc 12 with -fsanitize=undefined reports "null format string" here
 * (its null check on fmt is taken for a null argument); fmt is never NULL. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-truncation"
#endif
void cl_buf_vprintf(cl_buf *b, const char *fmt, va_list ap) {
  va_list copy;
  va_copy(copy, ap);
  int n = vsnprintf(NULL, 0, fmt, copy);
  va_end(copy);
  if (n < 0) {
    fprintf(stderr, "cudalift: internal error: bad format string '%s'\n", fmt);
    abort();
  }
  buf_reserve(b, (size_t)n);
  vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
  b->len += (size_t)n;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

void cl_buf_printf(cl_buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cl_buf_vprintf(b, fmt, ap);
  va_end(ap);
}

void cl_buf_free(cl_buf *b) {
  free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
}

const char *cl_buf_str(const cl_buf *b) { return b->data ? b->data : ""; }

void cl_vec_push(cl_vec *v, void *item) {
  if (v->len == v->cap) {
    v->cap = v->cap ? v->cap * 2 : 8;
    v->items = xrealloc(v->items, v->cap * sizeof *v->items);
  }
  v->items[v->len++] = item;
}

void cl_vec_free(cl_vec *v) {
  free(v->items);
  v->items = NULL;
  v->len = v->cap = 0;
}

char *cl_read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  cl_buf b = {0};
  char tmp[65536];
  size_t n;
  while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
    cl_buf_append(&b, tmp, n);
  int failed = ferror(f);
  fclose(f);
  if (failed) {
    cl_buf_free(&b);
    errno = EIO;
    return NULL;
  }
  if (!b.data)
    cl_buf_append(&b, "", 0);
  if (len)
    *len = b.len;
  return b.data;
}

int cl_starts_with(const char *s, const char *prefix) {
  return strncmp(s, prefix, strlen(prefix)) == 0;
}

int cl_ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), k = strlen(suffix);
  return n >= k && !strcmp(s + n - k, suffix);
}

unsigned cl_count_newlines(const char *s, size_t n) {
  unsigned k = 0;
  for (size_t i = 0; i < n; i++)
    k += s[i] == '\n';
  return k;
}

int cl_ident_char(char ch) {
  return ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
         (ch >= '0' && ch <= '9');
}

int cl_has_word(const char *text, size_t size, const char *word) {
  const size_t n = strlen(word);
  for (size_t i = 0; i + n <= size; i++) {
    if (text[i] != word[0] || memcmp(text + i, word, n) != 0)
      continue;
    if ((i == 0 || !cl_ident_char(text[i - 1])) && (i + n == size || !cl_ident_char(text[i + n])))
      return 1;
  }
  return 0;
}

int cl_write_file_atomic(const char *path, const char *data, size_t len) {
  size_t n = strlen(path);
  char *tmp = xmalloc(n + 16);
  snprintf(tmp, n + 16, "%s.tmp.XXXXXX", path);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    free(tmp);
    return -1;
  }
  /* mkstemp makes the file 0600; a lowered source is an ordinary file. */
  mode_t mask = umask(0);
  umask(mask);
  int ok = fchmod(fd, 0666 & ~mask) == 0;
  for (size_t done = 0; ok && done < len;) {
    ssize_t w = write(fd, data + done, len - done);
    if (w < 0 && errno == EINTR)
      continue;
    ok = w > 0;
    done += ok ? (size_t)w : 0;
  }
  ok = close(fd) == 0 && ok;
  ok = ok && rename(tmp, path) == 0;
  if (!ok) {
    int saved = errno;
    unlink(tmp);
    errno = saved;
  }
  free(tmp);
  return ok ? 0 : -1;
}

int cl_make_parents(const char *path) {
  char *dir = cl_xstrdup(path);
  if (!dir)
    return -1;
  int rc = 0;
  for (char *s = dir + 1; *s && rc == 0; s++) {
    if (*s != '/')
      continue;
    *s = '\0';
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
      rc = -1;
    *s = '/';
  }
  free(dir);
  return rc;
}

unsigned long long cl_hash_bytes(unsigned long long h, const void *data, size_t n) {
  const unsigned char *b = data;
  for (size_t i = 0; i < n; i++)
    h = (h ^ b[i]) * 1099511628211ull;
  return h;
}

static int name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

const char *cl_global_names(cl_arena *a, const char *type) {
  cl_buf b = {0};
  for (const char *s = type; *s;) {
    if (name_char(*s) && !(*s >= '0' && *s <= '9')) {
      const char *e = s;
      while (name_char(*e))
        e++;
      int before_scope = e[0] == ':' && e[1] == ':';
      int after_scope = b.len >= 2 && b.data[b.len - 1] == ':' && b.data[b.len - 2] == ':';
      if (before_scope && !after_scope)
        cl_buf_puts(&b, "::");
      cl_buf_append(&b, s, (size_t)(e - s));
      s = e;
    } else {
      cl_buf_putc(&b, *s++);
    }
  }
  const char *out = cl_strdup(a, cl_buf_str(&b));
  cl_buf_free(&b);
  return out;
}

int cl_mentions_word(const char *text, const char *word, size_t n) {
  for (const char *q = text; *q; q++)
    if (!strncmp(q, word, n) && !cl_ident_char(q[n]) && (q == text || !cl_ident_char(q[-1])))
      return 1;
  return 0;
}

void cl_buf_quoted(cl_buf *b, const char *s) {
  cl_buf_putc(b, '"');
  for (; *s; s++) {
    if (*s == '"' || *s == '\\')
      cl_buf_putc(b, '\\');
    cl_buf_putc(b, *s);
  }
  cl_buf_putc(b, '"');
}

/* A clock's reading in seconds, 0 where the clock is not there. */
static double clock_seconds(clockid_t clock) {
  struct timespec t;
  if (clock_gettime(clock, &t) != 0)
    return 0;
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

double cl_seconds(void) {
  return clock_seconds(CLOCK_MONOTONIC);
}

double cl_thread_cpu_seconds(void) {
  return clock_seconds(CLOCK_THREAD_CPUTIME_ID);
}

double cl_process_cpu_seconds(void) {
  return clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
}

int cl_path_under(const char *path, const char *dir) {
  size_t n = strlen(dir);
  while (n > 1 && dir[n - 1] == '/')
    n--;
  return !strncmp(path, dir, n) && (path[n] == '/' || path[n] == '\0' || n == 1);
}

const char *cl_relative_path(cl_arena *a, const char *from, const char *to) {
  /* The longest common prefix that ends at a folder boundary. */
  size_t common = 0;
  for (size_t i = 0;; i++) {
    char f = from[i], t = to[i];
    if ((f == '\0' || f == '/') && (t == '\0' || t == '/'))
      common = i;
    if (f != t || f == '\0')
      break;
  }
  cl_buf b = {0};
  for (const char *s = from + common; *s; s++)
    if (*s == '/' && s[1] && s[1] != '/')
      cl_buf_puts(&b, b.len ? "/.." : "..");
  const char *rest = to + common;
  while (*rest == '/')
    rest++;
  if (*rest)
    cl_buf_printf(&b, "%s%s", b.len ? "/" : "", rest);
  const char *r = cl_strdup(a, b.len ? cl_buf_str(&b) : ".");
  cl_buf_free(&b);
  return r;
}
