/* prescan.c - can a unit need cudalift at all?  A scan of its text, no parse.
 *
 * Most units of a CUDA project hold no extended lambda.  For such a unit
 * the drop-in's parse finds nothing to lower and, nearly always, nothing
 * to report: nvcc gets the file as it is.  This scan decides that from the
 * text alone, before libclang is asked for anything, so that the drop-in
 * can run nvcc at once (nvcc.c).  It answers "the parse must decide" on
 * anything that could make the parse find work, and reads generously:
 * every branch of every #if, every definition of a macro.
 *
 * Read: the unit, the -include and -imacros files, and every header their
 * #include lines reach (the includer's folder for "..." names, then
 * -iquote, -I, -isystem, the toolkit's include folders, -idirafter; each
 * file once, by its identity, whatever its spelling).  A header found
 * through the includer's folder or -iquote or -I is the user's (its code
 * is scanned), one found elsewhere, or named as CCCL's (thrust/, cub/,
 * cuda/), is a library's: only its #define and #include lines are read.
 * A name found nowhere is the C or C++ library's (which defines none of
 * the words below) or a header nvcc would not find either.  An #include of
 * a macro in the user's code is a reason to parse; in a library's, one
 * whose definition is not a plain name in quotes or brackets is not
 * followed.
 *
 * What makes the parse decide (the user's code, and the definitions of
 * every macro that code names, followed through macros):
 *  - a '[' that can open an extended lambda (scan.c: not a subscript, an
 *    array declarator or an attribute, and not a lambda that goes straight
 *    from its captures or parameters to its body);
 *  - nvcc's trait builtins (`__nv_is_extended_...`), nvstd::function
 *    (rule F1), and the architecture words (__CUDA_ARCH__..., NV_IF_TARGET,
 *    NV_DISPATCH_TARGET, _CCCL_DEVICE_COMPILATION, ...): the device-side
 *    parse and the rules that need it (R13, R15, K1);
 *  - device printf, malloc, free, new or delete in device code: rule L2
 *    and the device runtime (devrt.c) work there.  Device code is the body
 *    of a function whose declaration says __device__ or __global__ (or a
 *    macro that does), or that has the name of a function declared so (a
 *    definition without the annotation redeclares it), and a macro that
 *    writes both;
 *  - a `cudalift:` comment (a line suppression);
 *  - an #include whose name is a macro, in the user's code.
 * The rest of what the parse reports on such a unit (a host function
 * called from device code, a launch from device code without -rdc, a
 * plain lambda's closure given to a kernel) nvcc refuses too: the drop-in
 * then parses after all, and the user reads cudalift's diagnostics. */
#define _GNU_SOURCE /* memmem */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fe_internal.h"

enum {
  P_LAMBDA = 1,  /* makes a lambda that may be extended, or names a trait builtin */
  P_ARCH = 2,    /* an architecture word */
  P_DEVICE = 4,  /* __device__ or __global__ */
  P_RUNTIME = 8, /* printf, malloc, free, new, delete */
  P_OTHER = 16,  /* nvstd (F1) */
  P_INCLUDE = 32, /* an #include of a macro in the user's code */
  P_COMMENT = 64, /* a `cudalift:` comment */
  P_EXTENDED = 128, /* names __CUDACC_EXTENDED_LAMBDA__, which nvcc's command does not define */
};

typedef struct ps_def {
  const char *text;
  size_t body, end;       /* the replacement text, after the name and parameters */
  struct ps_def *earlier;
} ps_def;

typedef struct ps_name {
  const char *name;
  size_t len;
  ps_def *last;           /* NULL: a name of another table (device functions) */
  int state;              /* 0 not asked, 1 being asked, 2 asked */
  unsigned props;
} ps_name;

typedef struct ps_table {
  ps_name *slots;
  size_t cap, len;
} ps_table;

typedef struct ps_file {
  char *path;
  char *text;
  size_t size;
  int user;
  int main;               /* the unit's own file */
  dev_t dev;
  ino_t ino;
  unsigned *spans;        /* the main file's function bodies, [begin, end) pairs */
  size_t nspans, spans_cap;
} ps_file;

typedef struct ps_dir {
  const char *path;
  int user;
} ps_dir;

typedef struct ps_scan {
  cl_arena *a;
  ps_table macros, device_fns;
  cl_vec files;           /* ps_file* */
  cl_vec quote_dirs;      /* ps_dir*: -iquote */
  cl_vec angle_dirs;      /* ps_dir*: -I, -isystem, the toolkit's, -idirafter */
  unsigned found;         /* what the user's code holds (P_*) */
  const char *why;
  int arch;               /* an architecture word in the user's code: judged at the end */
  int nvcc_defines_extended;
} ps_scan;

static const char *const arch_words[] = {"NV_IF_TARGET", "NV_IF_ELSE_TARGET", "NV_DISPATCH_TARGET",
                                         "_CCCL_DEVICE_COMPILATION", "_CCCL_HOST_COMPILATION"};
static const char *const runtime_words[] = {"printf", "vprintf", "malloc", "calloc", "free",
                                            "aligned_alloc", "__nv_aligned_device_malloc",
                                            "new", "delete"};

static int is_word(const char *t, size_t b, size_t e, const char *w) {
  return strlen(w) == e - b && !memcmp(t + b, w, e - b);
}

static int listed(const char *t, size_t b, size_t e, const char *const *words, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (is_word(t, b, e, words[i]))
      return 1;
  return 0;
}

static ps_name *slot(ps_table *tb, const char *t, size_t n) {
  size_t i = (size_t)cl_hash_bytes(CL_HASH_SEED, t, n) & (tb->cap - 1);
  while (tb->slots[i].name && (tb->slots[i].len != n || memcmp(tb->slots[i].name, t, n)))
    i = (i + 1) & (tb->cap - 1);
  return &tb->slots[i];
}

static ps_name *find(ps_table *tb, const char *t, size_t n) {
  if (!tb->cap)
    return NULL;
  ps_name *s = slot(tb, t, n);
  return s->name ? s : NULL;
}

static ps_name *add(ps_scan *s, ps_table *tb, const char *t, size_t n) {
  if (2 * (tb->len + 1) > tb->cap) {
    ps_table old = *tb;
    tb->cap = old.cap ? 2 * old.cap : 1024;
    tb->slots = cl_alloc(s->a, tb->cap * sizeof *tb->slots);
    for (size_t i = 0; i < old.cap; i++)
      if (old.slots[i].name)
        *slot(tb, old.slots[i].name, old.slots[i].len) = old.slots[i];
  }
  ps_name *x = slot(tb, t, n);
  if (!x->name) {
    *x = (ps_name){.name = t, .len = n};
    tb->len++;
  }
  return x;
}

static void define(ps_scan *s, const char *t, size_t name, size_t name_end, size_t body,
                   size_t end) {
  ps_def *d = cl_alloc(s->a, sizeof *d);
  *d = (ps_def){t, body, end, NULL};
  ps_name *x = add(s, &s->macros, t + name, name_end - name);
  d->earlier = x->last;
  x->last = d;
}

/* ---- the files ---- */

static ps_file *read_file(ps_scan *s, const char *path, int user) {
  struct stat st;
  if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
    return NULL;
  for (size_t i = 0; i < s->files.len; i++) {
    ps_file *f = s->files.items[i];
    if (f->ino == st.st_ino && f->dev == st.st_dev)
      return f; /* met already, by this spelling or another */
  }
  ps_file *f = cl_alloc(s->a, sizeof *f);
  f->path = cl_strdup(s->a, path);
  f->text = cl_read_file(path, &f->size);
  f->user = user;
  f->dev = st.st_dev;
  f->ino = st.st_ino;
  if (!f->text) {
    f->text = cl_xstrdup("");
    f->size = 0;
  }
  cl_vec_push(&s->files, f);
  return f;
}

static void add_dir(ps_scan *s, cl_vec *v, const char *path, int user) {
  ps_dir *d = cl_alloc(s->a, sizeof *d);
  *d = (ps_dir){path, user};
  cl_vec_push(v, d);
}

/* Reads the header `name` (n bytes) that `from` includes, where the
 * compiler would find it (with `next`, #include_next: wherever it is, but
 * `from` itself). */
static void include(ps_scan *s, const ps_file *from, const char *name, size_t n, int angled,
                    int next) {
  if (!n)
    return;
  const char *nm = cl_strndup(s->a, name, n);
  int library = fe_library_header(name, n);
  if (name[0] == '/') {
    read_file(s, nm, from->user && !library);
    return;
  }
  cl_vec tries = {0};
  ps_dir here = {NULL, from->user};
  if (!angled) {
    const char *slash = strrchr(from->path, '/');
    here.path = slash ? cl_strndup(s->a, from->path, (size_t)(slash - from->path)) : ".";
    cl_vec_push(&tries, &here);
    for (size_t i = 0; i < s->quote_dirs.len; i++)
      cl_vec_push(&tries, s->quote_dirs.items[i]);
  }
  for (size_t i = 0; i < s->angle_dirs.len; i++)
    cl_vec_push(&tries, s->angle_dirs.items[i]);
  for (size_t i = 0; i < tries.len; i++) {
    const ps_dir *d = tries.items[i];
    ps_file *f = read_file(s, cl_printf(s->a, "%s/%s", d->path, nm), d->user && !library);
    if (f && !next)
      break; /* #include_next: every other match (more than it reads) */
  }
  cl_vec_free(&tries);
}

/* The first definition of `name` that is a plain header name, for an
 * #include of a macro. */
static int header_of_macro(ps_scan *s, const char *t, size_t b, size_t e, const char **name,
                           size_t *n, int *angled) {
  ps_name *x = find(&s->macros, t + b, e - b);
  for (ps_def *d = x ? x->last : NULL; d; d = d->earlier) {
    size_t i = d->body;
    while (i < d->end && (d->text[i] == ' ' || d->text[i] == '\t'))
      i++;
    char close = i < d->end && d->text[i] == '<' ? '>' : i < d->end && d->text[i] == '"' ? '"' : 0;
    if (!close)
      continue;
    const char *end = memchr(d->text + i + 1, close, d->end - i - 1);
    if (!end)
      continue;
    *name = d->text + i + 1;
    *n = (size_t)(end - *name);
    *angled = close == '>';
    return 1;
  }
  return 0;
}

static size_t skip_blanks(const char *t, size_t i, size_t e) {
  while (i < e && (t[i] == ' ' || t[i] == '\t' || t[i] == '\\' || t[i] == '\r' || t[i] == '\n'))
    i++;
  return i;
}

/* Reads the directives of `f`: its definitions, and the headers it includes. */
static void read_directives(ps_scan *s, ps_file *f) {
  const char *t = f->text;
  size_t n = f->size;
  for (size_t i = 0; i < n;) {
    size_t end = fe_line_end(t, n, i);
    size_t k = skip_blanks(t, i, end);
    if (k < end && t[k] == '#') {
      size_t w = skip_blanks(t, k + 1, end), we = fe_ident_end(t, end, w);
      if (is_word(t, w, we, "define")) {
        size_t name = skip_blanks(t, we, end), name_end = fe_ident_end(t, end, name);
        size_t body = name_end;
        if (body < end && t[body] == '(')
          body = fe_closing(t, body, end);
        if (name_end > name)
          define(s, t, name, name_end, body, end);
      } else if (is_word(t, w, we, "include") || is_word(t, w, we, "include_next") ||
                 is_word(t, w, we, "import")) {
        int next = is_word(t, w, we, "include_next");
        size_t h = skip_blanks(t, we, end);
        char close = h < end && t[h] == '<' ? '>' : h < end && t[h] == '"' ? '"' : 0;
        const char *stop = close ? memchr(t + h + 1, close, end - h - 1) : NULL;
        const char *name;
        size_t len;
        int angled;
        if (stop) {
          include(s, f, t + h + 1, (size_t)(stop - (t + h + 1)), close == '>', next);
        } else if (h < end && cl_ident_char(t[h])) {
          if (header_of_macro(s, t, h, fe_ident_end(t, end, h), &name, &len, &angled))
            include(s, f, name, len, angled, next);
          else if (f->user && !s->why) {
            s->found |= P_INCLUDE;
            s->why = cl_printf(s->a, "%s: an #include of the macro '%.*s'", f->path,
                               (int)(fe_ident_end(t, end, h) - h), t + h);
          }
        }
      }
    }
    i = end;
  }
}

/* ---- what a text holds ---- */

static unsigned macro_props(ps_scan *s, ps_name *x);

/* What one word of code holds (P_*). */
static unsigned word_props(ps_scan *s, const char *t, size_t b, size_t e) {
  static const char trait[] = "__nv_is_extended_";
  if (e - b >= sizeof trait - 1 && !memcmp(t + b, trait, sizeof trait - 1))
    return P_LAMBDA;
  if ((e - b >= 11 && !memcmp(t + b, "__CUDA_ARCH", 11)) ||
      listed(t, b, e, arch_words, sizeof arch_words / sizeof *arch_words))
    return P_ARCH;
  if (is_word(t, b, e, "__device__") || is_word(t, b, e, "__global__"))
    return P_DEVICE;
  if (listed(t, b, e, runtime_words, sizeof runtime_words / sizeof *runtime_words))
    return P_RUNTIME;
  if (is_word(t, b, e, "nvstd"))
    return P_OTHER;
  ps_name *x = find(&s->macros, t + b, e - b);
  return x ? macro_props(s, x) : 0;
}

/* A step through code: past noise and blanks to the next word or mark.
 * `prev` is the last significant character ('a' after a word, '"' after
 * a literal, '(' after a word that begins an expression). */
typedef struct ps_cursor {
  const char *t;
  size_t i, e;
  char prev;
  int line_start;        /* only blanks since the last newline */
} ps_cursor;

/* The next token's start and end, or 0 at the end.  With
 * `skip_directives` (a file's code, not a macro's text), directive lines
 * are passed over. */
static int next_token(ps_cursor *c, size_t *b, size_t *e, int skip_directives) {
  const char *t = c->t;
  while (c->i < c->e) {
    char ch = t[c->i];
    if (ch == '\n') {
      c->line_start = 1;
      c->i++;
      continue;
    }
    if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\\' || ch == '\f' || ch == '\v') {
      c->i++;
      continue;
    }
    size_t k = fe_skip_noise(t, c->e, c->i);
    if (k != c->i) {
      if (ch == '"' || ch == '\'') { /* a // comment stops at its newline */
        c->prev = '"';
        c->line_start = 0;
      }
      c->i = k;
      continue;
    }
    if (ch == '#' && c->line_start && skip_directives) {
      c->i = fe_line_end(t, c->e, c->i);
      c->line_start = 1;
      continue;
    }
    c->line_start = 0;
    *b = c->i;
    *e = cl_ident_char(ch)                                 ? fe_ident_end(t, c->e, c->i)
         : ch == '[' && c->i + 1 < c->e && t[c->i + 1] == '[' ? c->i + 2 /* an attribute */
                                                              : c->i + 1;
    return 1;
  }
  return 0;
}

/* Could the '[' at `b` open an extended lambda? */
static int opens_lambda(const ps_cursor *c, size_t b) {
  const char *t = c->t;
  if (b + 1 < c->e && t[b + 1] == '[')
    return 0; /* an attribute (one token) */
  /* After a name, a ')', a ']' or a literal it subscripts or declares an
   * array. */
  return c->prev != 'a' && c->prev != ')' && c->prev != ']' && c->prev != '"' &&
         fe_maybe_extended(t, b, c->e);
}

/* What t[b, e) holds, read as one piece of code (a macro's definition). */
static unsigned text_props(ps_scan *s, const char *t, size_t b, size_t e) {
  ps_cursor c = {t, b, e, 0, 0};
  unsigned props = 0;
  size_t tb, te;
  while (next_token(&c, &tb, &te, 0)) {
    if (cl_ident_char(t[tb])) {
      if (!(t[tb] >= '0' && t[tb] <= '9'))
        props |= word_props(s, t, tb, te);
      c.prev = fe_expression_keyword(t, tb, te) ? '(' : 'a';
    } else {
      if (t[tb] == '[' && opens_lambda(&c, tb))
        props |= P_LAMBDA;
      c.prev = t[tb];
    }
    c.i = te;
  }
  return props;
}

/* Every definition of a macro together; one that names itself (met while
 * it is being asked) adds nothing. */
static unsigned macro_props(ps_scan *s, ps_name *x) {
  if (x->state)
    return x->state == 2 ? x->props : 0;
  x->state = 1;
  unsigned props = 0;
  for (ps_def *d = x->last; d; d = d->earlier)
    props |= text_props(s, d->text, d->body, d->end);
  x->props = props;
  x->state = 2;
  return props;
}

/* ---- the user's code ---- */

/* What a declaration has said so far, outside function bodies. */
typedef struct ps_head {
  int paren;              /* a '(' at its own level */
  int eq_first;           /* an '=' before it: an initializer follows */
  int class_first;        /* class, struct, union, namespace or enum before it */
  int device;             /* __device__, __global__, or a macro that says so */
  size_t name, name_end;  /* the word before the first '(' */
  int depth;              /* its own bracket depth ( '(' '[' ) */
} ps_head;

static const char *found_why(ps_scan *s, const ps_file *f, size_t at, unsigned what) {
  unsigned line = 1 + cl_count_newlines(f->text, at);
  const char *kind = what & P_LAMBDA    ? "an extended lambda may begin here"
                     : what & P_ARCH    ? "architecture-dependent code"
                     : what & P_RUNTIME ? "device printf, malloc or new"
                     : what & P_OTHER   ? "nvstd::function"
                     : what & P_EXTENDED
                         ? "names __CUDACC_EXTENDED_LAMBDA__, which cudalift's build defines"
                         : "a cudalift comment";
  return cl_printf(s->a, "%s:%u: %s", f->path, line, kind);
}

static void found(ps_scan *s, const ps_file *f, size_t at, unsigned what) {
  s->found |= what;
  if (!s->why)
    s->why = found_why(s, f, at, what);
}

/* Reads the user's file `f`.  With `collect`, only notes the names of the
 * functions declared __device__ or __global__; else looks for what makes
 * the parse decide. */
static void read_code(ps_scan *s, ps_file *f, int collect) {
  const char *t = f->text;
  ps_cursor c = {t, 0, f->size, 0, 1};
  ps_head h = {0};
  int body = 0;           /* brace depth inside a function body or initializer */
  int body_device = 0;
  int body_function = 0;  /* that body is a function's (the main file's spans) */
  int unbalanced = 0;     /* a '}' that closes nothing */
  size_t body_begin = 0, word_b = 0, word_e = 0; /* the last word */
  int closed_body = 0;    /* a body just ended: `, x{...}` or `{` may continue its head */
  cl_vec containers = {0}; /* one mark per open class or namespace: 1 when device */
  size_t tb, te;
  if (!collect) {
    const char *mark = f->size ? memmem(t, f->size, "cudalift:", 9) : NULL;
    if (mark)
      found(s, f, (size_t)(mark - t), P_COMMENT);
    /* The lowering defines the macro for a unit whose files name it
     * (anywhere in their text), as nvcc --extended-lambda and the parse
     * do; nvcc run on the files as they are would not. */
    static const char extended[] = "__CUDACC_EXTENDED_LAMBDA__";
    mark = !s->nvcc_defines_extended && f->size ? memmem(t, f->size, extended, sizeof extended - 1)
                                               : NULL;
    if (mark)
      found(s, f, (size_t)(mark - t), P_EXTENDED);
    /* The architecture words in #if lines. */
    for (size_t i = 0; i < f->size;) {
      size_t end = fe_line_end(t, f->size, i), k = skip_blanks(t, i, end);
      if (k < end && t[k] == '#') {
        size_t w = skip_blanks(t, k + 1, end), we = fe_ident_end(t, end, w);
        if (!is_word(t, w, we, "define") && !is_word(t, w, we, "include") &&
            !is_word(t, w, we, "include_next")) {
          for (size_t j = we; j < end;) {
            size_t q = fe_skip_noise(t, end, j);
            if (q != j) {
              j = q;
              continue;
            }
            if (cl_ident_char(t[j]) && !(t[j] >= '0' && t[j] <= '9')) {
              size_t je = fe_ident_end(t, end, j);
              if (word_props(s, t, j, je) & P_ARCH)
                s->arch = 1;
              j = je;
            } else {
              j++;
            }
          }
        }
      }
      i = end;
    }
  }
  while (next_token(&c, &tb, &te, 1)) {
    char ch = t[tb];
    int word = cl_ident_char(ch) && !(ch >= '0' && ch <= '9');
    unsigned props = word ? word_props(s, t, tb, te) : 0;
    int in_device = body ? body_device
                         : containers.len && (size_t)containers.items[containers.len - 1] != 0;
    if (!collect) {
      unsigned bad = props & (P_LAMBDA | P_OTHER);
      if (props & P_ARCH)
        s->arch = 1; /* archcode.c's test decides at the end (fe_prescan) */
      if ((props & (P_DEVICE | P_RUNTIME)) == (P_DEVICE | P_RUNTIME) ||
          ((props & P_RUNTIME) && in_device))
        bad |= P_RUNTIME;
      if (ch == '[' && opens_lambda(&c, tb))
        bad |= P_LAMBDA;
      if (bad)
        found(s, f, tb, bad);
    }
    if (closed_body && ch != '{' && ch != ',') {
      memset(&h, 0, sizeof h);
    }
    closed_body = 0;
    if (body) {
      if (ch == '{') {
        body++;
      } else if (ch == '}' && --body == 0) {
        closed_body = 1;
        if (body_function && f->main && !collect) {
          f->spans = cl_arena_grow(s->a, f->spans, 2 * f->nspans, &f->spans_cap, sizeof *f->spans);
          f->spans = cl_arena_grow(s->a, f->spans, 2 * f->nspans + 1, &f->spans_cap,
                                   sizeof *f->spans);
          f->spans[2 * f->nspans] = (unsigned)body_begin;
          f->spans[2 * f->nspans + 1] = (unsigned)te;
          f->nspans++;
        }
      }
    } else if (word) {
      if (props & P_DEVICE)
        h.device = 1;
      if (!h.paren && (is_word(t, tb, te, "class") || is_word(t, tb, te, "struct") ||
                       is_word(t, tb, te, "union") || is_word(t, tb, te, "namespace") ||
                       is_word(t, tb, te, "enum")))
        h.class_first = 1;
      if (!h.paren) {
        h.name = tb;
        h.name_end = te;
      }
    } else if (ch == '(' || ch == '[') {
      if (ch == '(' && !h.depth && !h.paren) {
        h.paren = 1;
        if (collect && h.device && h.name_end > h.name)
          add(s, &s->device_fns, t + h.name, h.name_end - h.name);
      }
      h.depth++;
    } else if (ch == ')' || ch == ']') {
      h.depth -= h.depth > 0;
    } else if (ch == '=' && !h.depth && !h.paren) {
      h.eq_first = 1;
    } else if (ch == ';' && !h.depth) {
      memset(&h, 0, sizeof h);
    } else if (ch == '{') {
      if (h.eq_first || (h.paren && !h.class_first)) {
        ps_name *d = h.name_end > h.name ? find(&s->device_fns, t + h.name, h.name_end - h.name)
                                         : NULL;
        body = 1;
        body_device = h.device || d || in_device;
        /* A function's body follows its parameters' ')' or a qualifier
         * after them (a trailing return type is not told from a class
         * head: such a body is not one, and its code counts as outside). */
        body_begin = tb;
        body_function =
            !h.eq_first && (c.prev == ')' ||
                            (c.prev == 'a' && (is_word(t, word_b, word_e, "const") ||
                                               is_word(t, word_b, word_e, "noexcept") ||
                                               is_word(t, word_b, word_e, "override") ||
                                               is_word(t, word_b, word_e, "final") ||
                                               is_word(t, word_b, word_e, "volatile") ||
                                               is_word(t, word_b, word_e, "mutable"))));
      } else {
        cl_vec_push(&containers, (void *)(size_t)(h.device || in_device));
        memset(&h, 0, sizeof h);
      }
    } else if (ch == '}') {
      if (containers.len)
        containers.len--;
      else
        unbalanced = 1;
      memset(&h, 0, sizeof h);
    }
    if (word) {
      word_b = tb;
      word_e = te;
    }
    c.prev = word || cl_ident_char(ch) ? (fe_expression_keyword(t, tb, te) ? '(' : 'a') : ch;
    c.i = te;
  }
  /* Braces the text does not balance (a brace in each branch of an #if)
   * leave no body the text shows for certain. */
  if (f->main && !collect && (unbalanced || body || containers.len))
    f->nspans = 0;
  cl_vec_free(&containers);
}

int fe_prescan(const fe_config *cfg, const char *path, int nvcc_defines_extended, cl_arena *a,
               const char **why) {
  ps_scan s = {.a = a, .nvcc_defines_extended = nvcc_defines_extended};
  cl_vec user_first = {0}; /* -include, -imacros: read as the user's, before the unit */
  cl_vec after = {0};      /* -idirafter */
  for (size_t i = 0; i + 1 < cfg->clang_args.len; i++) {
    const char *o = cfg->clang_args.items[i], *v = cfg->clang_args.items[i + 1];
    if (!strcmp(o, "-I"))
      add_dir(&s, &s.angle_dirs, v, 1);
    else if (!strcmp(o, "-iquote"))
      add_dir(&s, &s.quote_dirs, v, 1);
    else if (!strcmp(o, "-isystem"))
      add_dir(&s, &s.angle_dirs, v, 0);
    else if (!strcmp(o, "-idirafter"))
      cl_vec_push(&after, (void *)v);
    else if (!strcmp(o, "-include") || !strcmp(o, "-imacros"))
      cl_vec_push(&user_first, (void *)v);
    else
      continue;
    i++;
  }
  if (cfg->cuda_path) {
    add_dir(&s, &s.angle_dirs, cl_printf(a, "%s/include", cfg->cuda_path), 0);
    add_dir(&s, &s.angle_dirs, cl_printf(a, "%s/include/cccl", cfg->cuda_path), 0);
  }
  for (size_t i = 0; i < after.len; i++)
    add_dir(&s, &s.angle_dirs, after.items[i], 0);
  cl_vec_free(&after);
  /* -D NAME=VALUE: a definition like any other. */
  for (size_t i = 0; i + 1 < cfg->clang_args.len; i++) {
    const char *o = cfg->clang_args.items[i], *v = cfg->clang_args.items[i + 1];
    if (strcmp(o, "-D"))
      continue;
    const char *text = cl_printf(a, "%s", v);
    size_t n = strlen(text), name_end = fe_ident_end(text, n, 0), body = name_end;
    if (body < n && text[body] == '(')
      body = fe_closing(text, body, n);
    if (body < n && text[body] == '=')
      body++;
    if (name_end > 0)
      define(&s, text, 0, name_end, body, n);
    i++;
  }
  int ok = 1;
  ps_file top = {.path = ".", .user = 1};
  for (size_t i = 0; i < user_first.len; i++)
    include(&s, &top, user_first.items[i], strlen(user_first.items[i]), 0, 0);
  cl_vec_free(&user_first);
  ps_file *unit = read_file(&s, path, 1);
  if (!unit) {
    ok = 0; /* the parse says why */
    s.why = cl_printf(a, "cannot read '%s'", path);
  } else {
    unit->main = 1;
  }
  /* Breadth first: the list grows while it is read. */
  for (size_t i = 0; ok && i < s.files.len; i++)
    read_directives(&s, s.files.items[i]);
  for (size_t pass = 0; ok && !s.found && pass < 2; pass++)
    for (size_t i = 0; i < s.files.len && !s.found; i++) {
      ps_file *f = s.files.items[i];
      if (f->user)
        read_code(&s, f, pass == 0);
    }
  /* Architecture words and nothing else: does that code matter to what
   * the two passes see?  archcode.c's test, on the text alone; every
   * header of such a unit is one whose text makes no extended lambda. */
  if (ok && !s.found && s.arch) {
    fe_arch_text *texts = cl_alloc(a, (s.files.len + 1) * sizeof *texts);
    ps_file **owner = cl_alloc(a, (s.files.len + 1) * sizeof *owner);
    size_t n = 0;
    for (size_t i = 0; i < s.files.len; i++) {
      ps_file *f = s.files.items[i];
      if (!f->user)
        continue;
      owner[n] = f;
      texts[n++] = (fe_arch_text){f->text, f->size, !f->main, f->spans, f->nspans};
    }
    size_t at_file;
    unsigned at;
    if (fe_arch_code_text(a, texts, n, &at_file, &at))
      found(&s, owner[at_file], at, P_ARCH);
  }
  for (size_t i = 0; i < s.files.len; i++)
    free(((ps_file *)s.files.items[i])->text);
  cl_vec_free(&s.files);
  cl_vec_free(&s.quote_dirs);
  cl_vec_free(&s.angle_dirs);
  *why = s.why;
  return !ok || s.found;
}
