/* archcode.c - does the user's architecture-dependent code matter?
 *
 * A file whose code names __CUDA_ARCH__ (or a target macro) is parsed a
 * second time as device code, for R13, R15 and K1 and for the lambdas
 * only one pass sees.  That parse costs as much as the first.  Most
 * such code cannot change what the two passes disagree on: a config
 * header that defines a macro per pass, `NV_IF_TARGET(NV_IS_HOST,
 * (abort();))` in a function without lambdas.  This file finds every
 * piece of architecture-dependent code in the user's files and says
 * whether one of them could matter; only then is the second parse run.
 *
 * Architecture-dependent code ("a region"):
 *  - a conditional group (#if ... #endif, every branch) whose condition
 *    names an architecture macro;
 *  - the use of an architecture macro in code, with its argument list.
 * The architecture macros are the target words below and every user
 * macro whose definition names one or that is defined inside a group,
 * found again until nothing changes; a "plain" macro (every definition
 * only specifiers, attributes or pragmas) never counts.  Code neither
 * pass sees (skipped by the host parse under another condition) is left
 * out.
 *
 * A region matters when it holds an #include, a `[` that can begin an
 * extended lambda (an ordinary one, with nothing between its captures or
 * parameters and its body, is never extended), a kernel launch (`<<<`, a
 * cudaLaunch or cuLaunch call), or a macro whose text holds one of those.
 * Otherwise it is harmless when it holds no code (only directives), when
 * its code is inside a function body that holds no lambda, or when it is
 * outside every function body and the user's code names no __global__
 * template specialization (DESIGN.md 4a).  Then each pass sees the same
 * extended lambdas with the same captures, and the same launches. */
#include <string.h>

#include "fe_internal.h"

/* The target words of the toolkit and CCCL (system headers, not scanned). */
static const char *const target_words[] = {"__CUDA_ARCH__", "NV_IF_TARGET", "NV_IF_ELSE_TARGET",
                                           "NV_DISPATCH_TARGET", "_CCCL_DEVICE_COMPILATION",
                                           "_CCCL_HOST_COMPILATION"};

typedef struct ac_define {
  unsigned offset;        /* the '#' */
  unsigned name, name_len;
  unsigned body, body_end;
} ac_define;

typedef struct ac_cond {
  unsigned offset;        /* the '#' */
  unsigned end;           /* one past the directive's line */
  unsigned text, text_end; /* the condition (for #if, #ifdef, #elif ...) */
  char kind;              /* 'i' opens, 'e' continues (#elif, #else), 'x' closes */
} ac_cond;

typedef struct ac_file {
  CXFile file;
  const char *text;
  size_t size;
  int rank;               /* the walk's rank for the file, or -1 */
  int quiet;              /* the walk left it out (quiet.c) */
  cl_vec defines;         /* ac_define* */
  cl_vec conds;           /* ac_cond* */
  cl_vec regions;         /* unsigned[2]*: architecture-dependent ranges, */
  size_t ngroups;         /* the conditional groups first */
  unsigned *skipped;      /* the host parse's skipped ranges, begin and end */
  size_t nskipped;
  int skipped_read;       /* they are asked of clang when first needed */
  const unsigned *spans;  /* without a parse: the function bodies, [begin, end) pairs */
  size_t nspans;
} ac_file;

/* A set of names (open addressing; names are arena copies). */
typedef struct ac_names {
  const char **slots;
  size_t cap, len;
} ac_names;

typedef struct ac_scan {
  fe_ctx *c;              /* NULL: the text alone (fe_arch_code_text) */
  cl_arena *a;
  int (*names_kernels)(fe_ctx *);
  cl_vec files;           /* ac_file* */
  ac_names words;         /* architecture macros */
  ac_names makers;        /* macros whose text holds a lambda or a launch */
  ac_names defined;       /* every macro the files define ... */
  ac_names not_plain;     /* ... and those with a text that is not plain (find_plain) */
  int matters;
} ac_scan;

/* ---- reading the text ---- */

static size_t skip_blanks(const char *t, size_t n, size_t i) {
  while (i < n && (t[i] == ' ' || t[i] == '\t' || (t[i] == '\\' && i + 1 < n && t[i + 1] == '\n')))
    i += t[i] == '\\' ? 2 : 1;
  return i;
}

static int is_word(const char *t, size_t b, size_t e, const char *w) {
  return strlen(w) == e - b && !memcmp(t + b, w, e - b);
}

/* Lists the file's directives: conditionals and definitions. */
static void read_directives(ac_scan *s, ac_file *f) {
  const char *t = f->text;
  size_t n = f->size, i = 0;
  while (i < n) {
    size_t j = skip_blanks(t, n, i);
    if (j < n && t[j] == '#') {
      size_t end = fe_line_end(t, n, j);
      size_t k = skip_blanks(t, n, j + 1), ke = fe_ident_end(t, n, k);
      size_t rest = skip_blanks(t, n, ke);
      if (is_word(t, k, ke, "define")) {
        ac_define *d = cl_alloc(s->a, sizeof *d);
        d->offset = (unsigned)j;
        d->name = (unsigned)rest;
        d->name_len = (unsigned)(fe_ident_end(t, n, rest) - rest);
        d->body = (unsigned)(rest + d->name_len);
        if (d->body < end && t[d->body] == '(') /* a function-like macro's parameters */
          d->body = (unsigned)fe_closing(t, d->body, end);
        d->body_end = (unsigned)end;
        cl_vec_push(&f->defines, d);
      } else {
        char kind = 0;
        if (is_word(t, k, ke, "if") || is_word(t, k, ke, "ifdef") || is_word(t, k, ke, "ifndef"))
          kind = 'i';
        else if (is_word(t, k, ke, "elif") || is_word(t, k, ke, "elifdef") ||
                 is_word(t, k, ke, "elifndef") || is_word(t, k, ke, "else"))
          kind = 'e';
        else if (is_word(t, k, ke, "endif"))
          kind = 'x';
        if (kind) {
          ac_cond *cd = cl_alloc(s->a, sizeof *cd);
          *cd = (ac_cond){(unsigned)j, (unsigned)end, (unsigned)rest, (unsigned)end, kind};
          cl_vec_push(&f->conds, cd);
        }
      }
      i = end;
      continue;
    }
    /* Not a directive: to the next line, past comments and literals
     * (a block comment may hide a '#' at a line's start). */
    while (j < n && t[j] != '\n') {
      size_t k = fe_skip_noise(t, n, j);
      j = k != j ? k : j + 1;
    }
    i = j < n ? j + 1 : n;
  }
}

/* ---- architecture macros ---- */

static size_t name_hash(const char *t, size_t n) {
  size_t h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)t[i]) * 16777619u;
  return h;
}

/* The slot of t[0, n): where it is, or the empty one where it would go. */
static const char **name_slot(const ac_names *set, const char *t, size_t n) {
  for (size_t i = name_hash(t, n) & (set->cap - 1);; i = (i + 1) & (set->cap - 1)) {
    const char *x = set->slots[i];
    if (!x || (!strncmp(x, t, n) && x[n] == '\0'))
      return &set->slots[i];
  }
}

static int listed(const ac_names *set, const char *t, size_t b, size_t e) {
  return set->cap && *name_slot(set, t + b, e - b) != NULL;
}

/* Adds t[0, n); returns whether it was new. */
static int add_name(cl_arena *a, ac_names *set, const char *t, size_t n) {
  if (2 * (set->len + 1) > set->cap) {
    ac_names bigger = {cl_alloc(a, (set->cap ? 2 * set->cap : 64) * sizeof *bigger.slots),
                       set->cap ? 2 * set->cap : 64, set->len};
    memset(bigger.slots, 0, bigger.cap * sizeof *bigger.slots);
    for (size_t i = 0; i < set->cap; i++)
      if (set->slots[i])
        *name_slot(&bigger, set->slots[i], strlen(set->slots[i])) = set->slots[i];
    *set = bigger;
  }
  const char **slot = name_slot(set, t, n);
  if (*slot)
    return 0;
  *slot = cl_strndup(a, t, n);
  set->len++;
  return 1;
}

static int known_word(const ac_scan *s, const char *t, size_t b, size_t e) {
  return listed(&s->words, t, b, e);
}

/* A macro every definition of which is plain text (find_plain). */
static int is_plain(const ac_scan *s, const char *t, size_t b, size_t e) {
  return listed(&s->defined, t, b, e) && !listed(&s->not_plain, t, b, e);
}

/* Does t[b, e) name an architecture macro (comments and literals apart)? */
static int names_word(const ac_scan *s, const char *t, size_t b, size_t e) {
  for (size_t i = b; i < e;) {
    size_t k = fe_skip_noise(t, e, i);
    if (k != i) {
      i = k;
    } else if (cl_ident_char(t[i]) && (i == b || !cl_ident_char(t[i - 1]))) {
      size_t we = fe_ident_end(t, e, i);
      if (known_word(s, t, i, we) && !is_plain(s, t, i, we))
        return 1;
      i = we;
    } else {
      i++;
    }
  }
  return 0;
}

/* The conditional groups whose conditions name an architecture macro. */
static void find_groups(ac_scan *s, ac_file *f) {
  f->regions.len = 0;
  size_t depth = 0, cap = 0;
  struct open { unsigned begin; int arch; } *stack = NULL;
  for (size_t i = 0; i < f->conds.len; i++) {
    const ac_cond *cd = f->conds.items[i];
    if (cd->kind == 'i') {
      stack = cl_arena_grow(s->a, stack, depth, &cap, sizeof *stack);
      stack[depth++] = (struct open){cd->offset, names_word(s, f->text, cd->text, cd->text_end)};
    } else if (depth && cd->kind == 'e') {
      stack[depth - 1].arch |= names_word(s, f->text, cd->text, cd->text_end);
    } else if (depth && cd->kind == 'x') {
      depth--;
      if (stack[depth].arch) {
        unsigned *r = cl_alloc(s->a, 2 * sizeof *r);
        r[0] = stack[depth].begin;
        r[1] = cd->end;
        cl_vec_push(&f->regions, r);
      }
    }
  }
  /* An unterminated group runs to the end of the file. */
  while (depth--) {
    if (stack[depth].arch) {
      unsigned *r = cl_alloc(s->a, 2 * sizeof *r);
      r[0] = stack[depth].begin;
      r[1] = (unsigned)f->size;
      cl_vec_push(&f->regions, r);
    }
  }
  f->ngroups = f->regions.len;
}

/* Is `at` inside one of the conditional groups (the first regions)? */
static int in_group(const ac_file *f, unsigned at) {
  for (size_t i = 0; i < f->ngroups; i++) {
    const unsigned *r = f->regions.items[i];
    if (r[0] <= at && at < r[1])
      return 1;
  }
  return 0;
}

/* Is t[b, e) only attributes, pragmas and specifiers (`inline`,
 * `_Pragma("unroll")`, `__attribute__((always_inline))`), or macros
 * that are?  Such text cannot add a lambda, a declaration, a type or an
 * execution space; `__host__` and `__device__` are not among them. */
static int plain_text(const ac_scan *s, const char *t, size_t b, size_t e) {
  static const char *const words[] = {"inline", "__inline__", "__inline", "__forceinline__",
                                      "__forceinline", "__noinline__",
                                      "static", "constexpr", "noexcept", "__restrict__",
                                      "__restrict", "volatile"};
  static const char *const calls[] = {"_Pragma", "__pragma", "__attribute__", "__declspec",
                                      "alignas"};
  for (size_t i = b; i < e;) {
    char ch = t[i];
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\\') {
      i++;
      continue;
    }
    size_t k = fe_skip_noise(t, e, i);
    if (k != i) {
      if (t[i] == '"')
        return 0;
      i = k;
      continue;
    }
    if (!cl_ident_char(ch) || (ch >= '0' && ch <= '9'))
      return 0;
    size_t we = fe_ident_end(t, e, i);
    /* `__attribute__((...))` is one whether or not a header also
     * defines `__attribute__(x)` away for other compilers. */
    int call = 0;
    for (size_t w = 0; !call && w < sizeof calls / sizeof *calls; w++)
      call = is_word(t, i, we, calls[w]);
    int ok = call || is_plain(s, t, i, we);
    for (size_t w = 0; !ok && w < sizeof words / sizeof *words; w++)
      ok = is_word(t, i, we, words[w]);
    if (!ok)
      return 0;
    i = we;
    if (call) {
      while (i < e && (t[i] == ' ' || t[i] == '\t'))
        i++;
      if (i >= e || t[i] != '(')
        return 0;
      i = fe_closing(t, i, e);
    }
  }
  return 1;
}

/* Adds to `set` the name of every definition whose text `joins` says
 * belongs there, again until nothing is added (one macro's text names
 * another). */
static void close_over_definitions(ac_scan *s, ac_names *set,
                                   int (*joins)(const ac_scan *, const char *, size_t, size_t)) {
  for (int added = 1; added;) {
    added = 0;
    for (size_t i = 0; i < s->files.len; i++) {
      const ac_file *f = s->files.items[i];
      for (size_t k = 0; k < f->defines.len; k++) {
        const ac_define *d = f->defines.items[k];
        if (d->name_len && !listed(set, f->text, d->name, d->name + d->name_len) &&
            joins(s, f->text, d->body, d->body_end))
          added |= add_name(s->a, set, f->text + d->name, d->name_len);
      }
    }
  }
}

static int not_plain_text(const ac_scan *s, const char *t, size_t b, size_t e) {
  return !plain_text(s, t, b, e);
}

/* The plain macros: every definition is plain text, in whichever branch. */
static void find_plain(ac_scan *s) {
  for (size_t i = 0; i < s->files.len; i++) {
    const ac_file *f = s->files.items[i];
    for (size_t k = 0; k < f->defines.len; k++) {
      const ac_define *d = f->defines.items[k];
      if (d->name_len)
        add_name(s->a, &s->defined, f->text + d->name, d->name_len);
    }
  }
  close_over_definitions(s, &s->not_plain, not_plain_text);
}

/* The host parse's skipped ranges of a file, read once, when first
 * needed: clang searches all the unit's ranges for each file asked. */
static void read_skipped(const ac_scan *s, ac_file *f) {
  if (f->skipped_read)
    return;
  f->skipped_read = 1;
  if (!s->c)
    return; /* no parse: nothing is known to be skipped */
  CXSourceRangeList *ranges = clang_getSkippedRanges(s->c->tu, f->file);
  if (!ranges)
    return;
  f->skipped = cl_alloc(s->a, (2 * ranges->count + 1) * sizeof *f->skipped);
  for (unsigned r = 0; r < ranges->count; r++) {
    unsigned b, e;
    clang_getSpellingLocation(clang_getRangeStart(ranges->ranges[r]), NULL, NULL, NULL, &b);
    clang_getSpellingLocation(clang_getRangeEnd(ranges->ranges[r]), NULL, NULL, NULL, &e);
    if (e > b && e <= f->size) {
      f->skipped[2 * f->nskipped] = b;
      f->skipped[2 * f->nskipped + 1] = e;
      f->nskipped++;
    }
  }
  clang_disposeSourceRangeList(ranges);
}

/* Does neither pass see `at`?  The host parse skipped it, in a group
 * whose condition does not depend on the architecture (a range inside an
 * architecture group is the other pass's code). */
static int dead(const ac_scan *s, ac_file *f, unsigned at) {
  read_skipped(s, f);
  for (size_t i = 0; i < f->nskipped; i++) {
    unsigned b = f->skipped[2 * i], e = f->skipped[2 * i + 1];
    if (at < b || at >= e)
      continue;
    int arch = 0;
    for (size_t g = 0; g < f->ngroups && !arch; g++) {
      const unsigned *r = f->regions.items[g];
      arch = r[0] <= b && e <= r[1];
    }
    if (!arch)
      return 1;
  }
  return 0;
}

/* One round: groups from the words known so far, then the definitions
 * they make architecture macros.  Returns whether a word was added. */
static int taint_round(ac_scan *s) {
  int added = 0;
  for (size_t i = 0; i < s->files.len; i++) {
    ac_file *f = s->files.items[i];
    find_groups(s, f);
    for (size_t k = 0; k < f->defines.len; k++) {
      const ac_define *d = f->defines.items[k];
      if (!d->name_len || known_word(s, f->text, d->name, d->name + d->name_len))
        continue;
      if (!in_group(f, d->offset) && !names_word(s, f->text, d->body, d->body_end))
        continue;
      if (dead(s, f, d->offset))
        continue;
      if (is_plain(s, f->text, d->name, d->name + d->name_len))
        continue; /* the same kind of text in both passes */
      added |= add_name(s->a, &s->words, f->text + d->name, d->name_len);
    }
  }
  return added;
}

/* ---- the code around each use ---- */

/* Each use of an architecture macro in code is a region. */
static void find_uses(ac_scan *s, ac_file *f) {
  const char *t = f->text;
  size_t n = f->size, i = 0;
  int line_start = 1, directive = 0;
  while (i < n && !s->matters) {
    size_t k = fe_skip_noise(t, n, i);
    if (k != i) {
      i = k;
      continue;
    }
    char ch = t[i];
    if (ch == '\n') {
      line_start = 1;
      if (!(i > 0 && t[i - 1] == '\\'))
        directive = 0;
      i++;
      continue;
    }
    if (ch == ' ' || ch == '\t' || ch == '\r') {
      i++;
      continue;
    }
    if (ch == '#' && line_start) {
      directive = 1;
      line_start = 0;
      i++;
      continue;
    }
    line_start = 0;
    if (cl_ident_char(ch) && (i == 0 || !cl_ident_char(t[i - 1]))) {
      size_t e = fe_ident_end(t, n, i);
      if (!directive && !(ch >= '0' && ch <= '9') && known_word(s, t, i, e) &&
          !is_plain(s, t, i, e) &&
          !in_group(f, (unsigned)i) && !dead(s, f, (unsigned)i)) {
        size_t p = e;
        while (p < n && (t[p] == ' ' || t[p] == '\t' || t[p] == '\n' || t[p] == '\r'))
          p++;
        unsigned *r = cl_alloc(s->a, 2 * sizeof *r);
        r[0] = (unsigned)i;
        /* A call's argument list; a name used otherwise is a region of
         * its own (its replacement text differs between the passes). */
        r[1] = (unsigned)(p < n && t[p] == '(' ? fe_closing(t, p, n) : e);
        cl_vec_push(&f->regions, r);
        i = r[1];
        continue;
      }
      i = e;
      continue;
    }
    i++;
  }
}

/* Does t[b, e) hold a lambda introducer, a launch, an include, or a
 * macro whose text holds one of those?  *code is set when it holds code
 * (not only directives). */
static int risky(const ac_scan *s, const char *t, size_t b, size_t e, int *code) {
  char prev = 0; /* the last significant character */
  int line_start = 1, directive = 0;
  *code = 0;
  for (size_t i = b; i < e;) {
    size_t k = fe_skip_noise(t, e, i);
    if (k != i) {
      if (!directive && (t[i] == '"' || t[i] == '\''))
        *code = 1, prev = '"';
      i = k;
      continue;
    }
    char ch = t[i];
    if (ch == '\n') {
      line_start = 1;
      if (!(i > b && t[i - 1] == '\\'))
        directive = 0;
      i++;
      continue;
    }
    if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\\') {
      i++;
      continue;
    }
    if (ch == '#' && line_start) {
      directive = 1;
      line_start = 0;
      size_t w = skip_blanks(t, e, i + 1), we = fe_ident_end(t, e, w);
      if (is_word(t, w, we, "include") || is_word(t, w, we, "import") ||
          is_word(t, w, we, "include_next"))
        return 1;
      i = we > i ? we : i + 1;
      continue;
    }
    line_start = 0;
    if (cl_ident_char(ch)) {
      size_t we = fe_ident_end(t, e, i);
      /* A macro's replacement text is code of its uses: a lambda or a
       * launch there counts as well. */
      if ((we - i > 10 && !memcmp(t + i, "cudaLaunch", 10)) ||
          (we - i > 8 && !memcmp(t + i, "cuLaunch", 8)) || listed(&s->makers, t, i, we))
        return 1;
      if (!directive)
        *code = 1;
      prev = fe_expression_keyword(t, i, we) ? '(' : 'a';
      i = we;
      continue;
    }
    if (ch == '<' && i + 2 < e && t[i + 1] == '<' && t[i + 2] == '<')
      return 1;
    if (ch == '[') {
      int attribute = i + 1 < e && t[i + 1] == '[';
      /* After a name, a ')' or a ']' it subscripts or declares an array. */
      if (!attribute && prev != 'a' && prev != ')' && prev != ']' && prev != '"' &&
          fe_maybe_extended(t, i, e))
        return 1;
      if (attribute)
        i++;
    }
    if (!directive)
      *code = 1;
    prev = ch;
    i++;
  }
  return 0;
}

/* The walk's rank for `file`, or -1 when it met no declaration there. */
static int walk_rank(fe_ctx *c, CXFile file) {
  for (size_t i = 0; i < c->files.len; i++) {
    fe_file *ff = c->files.items[i];
    if (ff->name && fe_same_file(ff->file, file))
      return ff->rank;
  }
  return -1;
}

/* Without a parse (fe_arch_code_text), for a unit whose text makes no
 * extended lambda: harmless inside a function body the text shows (every
 * lambda there is an ordinary one); outside every body, whether the
 * user's code names a __global__ template specialization is not known,
 * so it matters. */
static int text_place_harmless(const ac_file *f, unsigned b, unsigned e) {
  int inner = 0, overlaps = 0;
  for (size_t i = 0; i < f->nspans; i++) {
    unsigned sb = f->spans[2 * i], se = f->spans[2 * i + 1];
    if (sb <= b && e <= se)
      inner = 1;
    else if (sb < e && b < se && !(b <= sb && se <= e))
      overlaps = 1;
  }
  return inner && !overlaps;
}

/* Is code at [b, e) harmless where it is?  Inside a function body none
 * of whose lambdas ends after `b`, or outside every function body when
 * the user's code names no __global__ template specialization: a type or a function
 * that differs between the passes then reaches no kernel's name (K1),
 * and a lambda's identity and captures come from its own text. */
static int harmless_place(ac_scan *s, const ac_file *f, unsigned b, unsigned e) {
  fe_ctx *c = s->c;
  if (f->quiet)
    return 1; /* a header read like the library's (quiet.c) */
  if (!c)
    return text_place_harmless(f, b, e);
  const unsigned *inner = NULL;
  int overlaps = 0; /* a function body crosses one of the region's bounds */
  for (size_t i = 0; f->rank >= 0 && i < c->function_spans.len; i++) {
    const unsigned *r = c->function_spans.items[i];
    if ((int)r[0] != f->rank)
      continue;
    if (r[1] <= b && e <= r[2] && (!inner || r[2] - r[1] < inner[2] - inner[1]))
      inner = r;
    else if (r[1] < e && b < r[2] && !(b <= r[1] && r[2] <= e))
      overlaps = 1;
  }
  if (!inner)
    return f->rank >= 0 && !overlaps && !s->names_kernels(c);
  /* A lambda of the body that ends before the region starts cannot see
   * it: its captures and its identity are settled by then (and the
   * region makes no lambda, or it would matter already).  An ordinary
   * lambda, written as one (nothing between its captures or parameters
   * and its body, so in either pass), does not count: nvcc pairs no such
   * lambda between its passes, and an extended lambda around one that
   * holds the region holds the region too. */
  for (size_t i = 0; i < c->lambdas.len; i++) {
    const fe_lambda *l = c->lambdas.items[i];
    if (!l->file || l->file->rank != f->rank)
      continue;
    size_t at = l->out->begin.offset;
    if (!l->out->extended && at < f->size && f->text[at] == '[' &&
        !fe_maybe_extended(f->text, at, f->size))
      continue;
    if (inner[1] <= at && at < inner[2] && l->out->end_offset > b)
      return 0;
  }
  return 1;
}

static int makes_lambda_or_launch(const ac_scan *s, const char *t, size_t b, size_t e) {
  int code;
  return risky(s, t, b, e, &code);
}

/* The macros whose replacement text makes a lambda or a launch, or uses
 * such a macro. */
static void find_makers(ac_scan *s) {
  close_over_definitions(s, &s->makers, makes_lambda_or_launch);
}

static int region_matters(ac_scan *s, const ac_file *f, const unsigned *r) {
  int code;
  if (risky(s, f->text, r[0], r[1], &code))
    return 1;
  return code && !harmless_place(s, f, r[0], r[1]);
}

/* ---- the user's files ---- */

static void note_file(CXFile file, CXSourceLocation *stack, unsigned depth, CXClientData data) {
  (void)stack;
  (void)depth;
  ac_scan *s = data;
  if (!fe_user_file(s->c, file))
    return;
  for (size_t i = 0; i < s->files.len; i++)
    if (fe_same_file(((ac_file *)s->files.items[i])->file, file))
      return;
  fe_file *met = fe_met_file(s->c, file);
  size_t size = met ? met->size : 0;
  const char *text = met ? met->text : fe_file_text(s->c, file, &size);
  if (!text || !size)
    return;
  ac_file *f = cl_alloc(s->a, sizeof *f);
  /* Quiet by the text's test in every mode: the drop-in, which walks only
   * such files, and --check, which walks every file, decide alike whether
   * the device side needs a parse (and so report the same). */
  int makes = met && !s->c->walk_every_file ? fe_walks_file(s->c, met)
                                             : fe_text_makes_lambda(s->c, file, text, size);
  *f = (ac_file){.file = file, .text = text, .size = size, .rank = walk_rank(s->c, file),
                 .quiet = !makes};
  cl_vec_push(&s->files, f);
}

/* Where the first region that matters starts, for --cudalift-verbose. */
static void note_region(fe_ctx *c, const ac_file *f, unsigned at) {
  cl_loc *loc = &c->model->arch_region;
  loc->file = fe_cx_string(c, clang_getFileName(f->file));
  loc->line = 1;
  for (unsigned i = 0; i < at && i < f->size; i++)
    loc->line += f->text[i] == '\n';
  loc->col = 1;
  loc->offset = at;
}

/* Reads s->files: whether any names a target word (the return), and
 * whether a region matters (s->matters; the first one's file and start
 * in *file and *at). */
static int judge(ac_scan *s, size_t *file, unsigned *at) {
  int any = 0;
  for (size_t i = 0; i < s->files.len && !any; i++) {
    const ac_file *f = s->files.items[i];
    for (size_t w = 0; w < sizeof target_words / sizeof *target_words && !any; w++)
      any = cl_has_word(f->text, f->size, target_words[w]);
  }
  if (any) {
    for (size_t w = 0; w < sizeof target_words / sizeof *target_words; w++)
      add_name(s->a, &s->words, target_words[w], strlen(target_words[w]));
    for (size_t i = 0; i < s->files.len; i++)
      read_directives(s, s->files.items[i]);
    find_plain(s);
    while (taint_round(s))
      ;
    find_makers(s);
    for (size_t i = 0; i < s->files.len && !s->matters; i++) {
      ac_file *f = s->files.items[i];
      find_uses(s, f);
      for (size_t k = 0; k < f->regions.len && !s->matters; k++) {
        const unsigned *r = f->regions.items[k];
        if (!dead(s, f, r[0]) && (s->matters = region_matters(s, f, r)) != 0) {
          *file = i;
          *at = r[0];
        }
      }
    }
  }
  for (size_t i = 0; i < s->files.len; i++) {
    ac_file *f = s->files.items[i];
    cl_vec_free(&f->defines);
    cl_vec_free(&f->conds);
    cl_vec_free(&f->regions);
  }
  return any;
}

int fe_arch_code(fe_ctx *c, int (*names_kernels)(fe_ctx *), int *matters) {
  ac_scan s = {.c = c, .a = c->arena, .names_kernels = names_kernels};
  fe_each_file(c, note_file, &s);
  size_t file = 0;
  unsigned at = 0;
  int any = judge(&s, &file, &at);
  *matters = s.matters;
  if (s.matters)
    note_region(c, s.files.items[file], at);
  cl_vec_free(&s.files);
  return any;
}

int fe_arch_code_text(cl_arena *a, const fe_arch_text *files, size_t n, size_t *file,
                      unsigned *at) {
  ac_scan s = {.a = a};
  for (size_t i = 0; i < n; i++) {
    ac_file *f = cl_alloc(a, sizeof *f);
    *f = (ac_file){.text = files[i].text, .size = files[i].size, .rank = -1,
                   .quiet = files[i].quiet, .spans = files[i].spans, .nspans = files[i].nspans};
    cl_vec_push(&s.files, f);
  }
  *file = 0;
  *at = 0;
  judge(&s, file, at);
  cl_vec_free(&s.files);
  return s.matters;
}
