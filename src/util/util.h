/* util.h - the small containers every stage shares: an arena, a growable
 * byte buffer and a growable array.  No stage-specific logic lives here,
 * and nothing here knows about libclang or CUDA. */
#ifndef CUDALIFT_UTIL_H
#define CUDALIFT_UTIL_H

#include <stdarg.h>
#include <stddef.h>

/* An arena owns every allocation of one translation unit's model; it is
 * freed once, when the model is dropped. */
typedef struct cl_arena cl_arena;

cl_arena *cl_arena_new(void);
void cl_arena_free(cl_arena *a);
void *cl_alloc(cl_arena *a, size_t size);           /* zeroed memory */
/* malloc / calloc under the one out-of-memory policy (message, exit 2). */
void *cl_xmalloc(size_t n);
void *cl_xcalloc(size_t count, size_t size);
char *cl_xstrdup(const char *s); /* strdup under the same policy */
/* qsort that takes an empty (possibly NULL) array. */
void cl_sort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *));
char *cl_strdup(cl_arena *a, const char *s);
/* Makes room for one more element in an arena array of `len` elements of
 * `size` bytes with capacity *cap; returns the (maybe moved) array. */
void *cl_arena_grow(cl_arena *a, void *items, size_t len, size_t *cap, size_t size);
char *cl_strndup(cl_arena *a, const char *s, size_t n);
char *cl_printf(cl_arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* A growable, always NUL-terminated byte buffer on the C heap. */
typedef struct cl_buf {
  char *data;   /* the bytes, NUL-terminated; NULL until the first append */
  size_t len;   /* bytes in use, the NUL not counted */
  size_t cap;   /* bytes allocated */
} cl_buf;

void cl_buf_append(cl_buf *b, const char *s, size_t n);
void cl_buf_puts(cl_buf *b, const char *s);
void cl_buf_putc(cl_buf *b, char c);
/* Appends `s` as a C string literal (quotes and backslashes escaped). */
void cl_buf_quoted(cl_buf *b, const char *s);
void cl_buf_printf(cl_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void cl_buf_vprintf(cl_buf *b, const char *fmt, va_list ap);
void cl_buf_free(cl_buf *b);
const char *cl_buf_str(const cl_buf *b);             /* "" when empty */

/* A growable array of pointers, on the C heap. */
typedef struct cl_vec {
  void **items; /* the elements */
  size_t len;   /* elements in use */
  size_t cap;   /* elements allocated */
} cl_vec;

void cl_vec_push(cl_vec *v, void *item);
void cl_vec_free(cl_vec *v);

/* FNV-1a: bytes into a running 64-bit hash that starts at CL_HASH_SEED.
 * Stable across runs and machines (names derived from it must be). */
#define CL_HASH_SEED 14695981039346656037ull
unsigned long long cl_hash_bytes(unsigned long long h, const void *data, size_t n);

/* Seconds on a monotonic clock (for timings; the origin means nothing). */
double cl_seconds(void);
double cl_thread_cpu_seconds(void);  /* the calling thread's CPU time */
double cl_process_cpu_seconds(void); /* every thread's of this process */

/* Whole-file helpers.  cl_read_file returns NULL and sets errno on failure. */
char *cl_read_file(const char *path, size_t *len);
int cl_starts_with(const char *s, const char *prefix);
int cl_ends_with(const char *s, const char *suffix);
/* How many '\n' the first `n` bytes of `s` hold (a line number is one more). */
unsigned cl_count_newlines(const char *s, size_t n);
/* A letter, digit or underscore: a byte of a C identifier. */
int cl_ident_char(char ch);
/* Does `text` contain the identifier `word` (its first n bytes) as a whole word? */
int cl_mentions_word(const char *text, const char *word, size_t n);
/* Does `word` occur in `text` (n bytes) as a whole identifier, not as
 * part of a longer one? */
int cl_has_word(const char *text, size_t n, const char *word);
/* A C++ type as clang spells it canonically (`a::T *`), with every
 * qualified name written from the global namespace (`::a::T *`): it means
 * the same wherever it is pasted, even inside a namespace with an `a`. */
const char *cl_global_names(cl_arena *a, const char *type);
/* `to` (an absolute path) relative to the absolute folder `from`, with
 * '..' where it goes up ("." when they are the same); the arena owns it. */
const char *cl_relative_path(cl_arena *a, const char *from, const char *to);
/* Is `path` inside the folder `dir` (or `dir` itself)?  Both absolute. */
int cl_path_under(const char *path, const char *dir);
/* Creates the folders above `path` (mkdir -p of its dirname); 0 or -1. */
int cl_make_parents(const char *path);
/* Writes `path` all at once: a temporary file next to it, renamed over it.
 * Returns 0, or -1 with errno set (nothing is left behind). */
int cl_write_file_atomic(const char *path, const char *data, size_t len);

#endif
