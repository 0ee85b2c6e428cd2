/* tokens.c - what the C API does not say about a lambda, read from its
 * tokens: the capture default, each capture's kind, init-captures,
 * `mutable`, `constexpr` and the trailing return type.  Ranges are always
 * rebuilt from file offsets (a raw extent that starts in a macro expansion
 * tokenizes garbage), and an introducer that comes from a macro is read
 * from the macro's definition with its arguments substituted. */
#include <ctype.h>
#include <string.h>

#include "fe_internal.h"

/* Every token of a user file, lexed once: the walk asks for thousands of
 * ranges of a large header (each lambda's function, introducer, body),
 * and lexing a range and spelling its tokens again each time cost more
 * than the rest of the walk.  Comments are left out (a comment between
 * `]` and `(` reads as if not there). */
static const fe_tokens *file_tokens(fe_ctx *c, fe_file *f) {
  if (f->tokens_read)
    return &f->tokens;
  f->tokens_read = 1;
  CXSourceRange r = clang_getRange(fe_file_location(c, f->file, 0),
                                   fe_file_location(c, f->file, (unsigned)f->size));
  CXToken *toks;
  unsigned n;
  clang_tokenize(c->tu, r, &toks, &n);
  f->tokens.items = cl_alloc(c->arena, (n + 1) * sizeof *f->tokens.items);
  for (unsigned i = 0; i < n; i++) {
    if (clang_getTokenKind(toks[i]) == CXToken_Comment)
      continue;
    unsigned off;
    clang_getFileLocation(clang_getTokenLocation(c->tu, toks[i]), NULL, NULL, NULL, &off);
    fe_token *t = &f->tokens.items[f->tokens.len++];
    t->kind = clang_getTokenKind(toks[i]);
    t->text = fe_cx_string(c, clang_getTokenSpelling(c->tu, toks[i]));
    t->offset = off;
  }
  clang_disposeTokens(c->tu, toks, n);
  return &f->tokens;
}

/* The tokens that begin in [begin, end): a copy the caller may change. */
fe_tokens fe_tokenize(fe_ctx *c, fe_file *f, unsigned begin, unsigned end) {
  fe_tokens out = {0};
  if (!f || end <= begin)
    return out;
  const fe_tokens *all = file_tokens(c, f);
  size_t lo = 0, hi = all->len;
  while (lo < hi) { /* the first token at or after `begin` */
    size_t mid = lo + (hi - lo) / 2;
    if (all->items[mid].offset < begin)
      lo = mid + 1;
    else
      hi = mid;
  }
  size_t last = lo;
  while (last < all->len && all->items[last].offset < end)
    last++;
  out.len = last - lo;
  out.items = cl_alloc(c->arena, (out.len + 1) * sizeof *out.items);
  memcpy(out.items, all->items + lo, out.len * sizeof *out.items);
  return out;
}

typedef struct attr_search {
  CXFile file;
  unsigned offset;
  int found;
} attr_search;

/* An execution-space attribute of the call operator that a macro used at
 * the searched place expands to. */
static enum CXChildVisitResult find_space_attr(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  attr_search *s = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_CUDAHostAttr || k == CXCursor_CUDADeviceAttr) {
    /* Where the macro is used: the outermost expansion, or, for a macro
     * used in another macro's argument (NV_IF_TARGET(NV_IS_DEVICE, ([]
     * TEST_DEVICE_FUNC ...))), where that argument is written. */
    CXFile f;
    unsigned off;
    CXSourceLocation at = clang_getCursorLocation(cur);
    clang_getExpansionLocation(at, &f, NULL, NULL, &off);
    s->found |= f && fe_same_file(f, s->file) && off == s->offset;
    clang_getFileLocation(at, &f, NULL, NULL, &off);
    s->found |= f && fe_same_file(f, s->file) && off == s->offset;
  }
  return CXChildVisit_Continue;
}

/* Is the object-like macro used at `offset` of `f` one of execution-space
 * words: empty, only such words (`#define GPU_LAMBDA __host__ __device__`),
 * or other macros that give `op` its attributes (`#define GPU_LAMBDA HD`)? */
static int space_macro(fe_ctx *c, const fe_file *f, unsigned offset, CXCursor op) {
  CXCursor use = fe_cursor_at(c, (fe_file *)f, offset);
  if (clang_getCursorKind(use) != CXCursor_MacroExpansion)
    return 0;
  CXCursor def = clang_getCursorReferenced(use);
  if (clang_getCursorKind(def) != CXCursor_MacroDefinition || clang_Cursor_isMacroFunctionLike(def))
    return 0;
  CXToken *toks;
  unsigned n;
  clang_tokenize(c->tu, clang_getCursorExtent(def), &toks, &n);
  int words = 1, names = 1;
  for (unsigned i = 1; i < n; i++) {
    CXString sp = clang_getTokenSpelling(c->tu, toks[i]);
    words &= fe_is_space_word(clang_getCString(sp));
    names &= clang_getTokenKind(toks[i]) == CXToken_Identifier;
    clang_disposeString(sp);
  }
  clang_disposeTokens(c->tu, toks, n);
  if (words)
    return 1;
  attr_search s = {f->file, offset, 0};
  if (names && !clang_Cursor_isNull(op))
    clang_visitChildren(op, find_space_attr, &s);
  return s.found;
}

int fe_is_space_token(fe_ctx *c, const fe_file *f, const fe_token *t, CXCursor op) {
  if (fe_is_space_word(t->text))
    return 1;
  return t->kind == CXToken_Identifier && space_macro(c, f, t->offset, op);
}

/* Would `a` ending one token and `b` starting the next read as the start
 * of another token (`- -` as `--`, `/ *` as a comment, `< :` as a
 * digraph)? */
static int fuses(char a, char b) {
  static const char *const pairs[] = {"++", "--", "->", "+=", "-=", "*=", "/=", "%=", "&=", "|=",
                                      "^=", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "::",
                                      "..", ".*", "##", "<:", ":>", "<%", "%>", "%:", "//", "/*"};
  for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++)
    if (pairs[i][0] == a && pairs[i][1] == b)
      return 1;
  return 0;
}

/* Tokens joined the way a person writes them on one line: a space only
 * where two words would otherwise run together. */
char *fe_join_tokens(fe_ctx *c, const fe_token *t, size_t n) {
  cl_buf b = {0};
  for (size_t i = 0; i < n; i++) {
    /* Two names, a literal and a name (a suffix: `"a" x`), or two
     * operators that would read as another (`- -x`, `a / *p`), stay
     * apart. */
    char last = i && b.len ? b.data[b.len - 1] : '\0', first = t[i].text[0];
    int word_after = (cl_ident_char(last) || (last && strchr("\"'", last))) && cl_ident_char(first);
    int operators = last && first && fuses(last, first);
    if (word_after || operators)
      cl_buf_putc(&b, ' ');
    cl_buf_puts(&b, t[i].text);
  }
  char *s = cl_strdup(c->arena, cl_buf_str(&b));
  cl_buf_free(&b);
  return s;
}

int fe_cursor_has_token(fe_ctx *c, CXCursor cur, const char *text) {
  cl_loc b, e;
  fe_file *f;
  if (!fe_cursor_span(c, cur, &f, &b, &e))
    return 0;
  fe_tokens t = fe_tokenize(c, f, b.offset, e.offset);
  for (size_t i = 0; i < t.len; i++)
    if (!strcmp(t.items[i].text, text))
      return 1;
  return 0;
}

static int is(const fe_token *t, const char *s) { return t && !strcmp(t->text, s); }

int fe_discarded_mention(fe_ctx *c, fe_file *f, unsigned offset) {
  fe_tokens before = fe_tokenize(c, f, offset > 64 ? offset - 64 : 0, offset);
  fe_tokens after = fe_tokenize(c, f, offset, offset + 64 < f->size ? offset + 64
                                                                     : (unsigned)f->size);
  size_t n = before.len;
  if (after.len < 2)
    return 0;
  const fe_token *next = &after.items[1];
  int cast_to_void = n >= 3 && is(&before.items[n - 1], ")") &&
                     is(&before.items[n - 2], "void") && is(&before.items[n - 3], "(");
  int statement = n >= 1 && (is(&before.items[n - 1], ";") || is(&before.items[n - 1], "{") ||
                             is(&before.items[n - 1], "}"));
  return (cast_to_void || statement) && (is(next, ";") || is(next, ",") || is(next, ")"));
}

static int opens(const fe_token *t) {
  return is(t, "(") || is(t, "[") || is(t, "{");
}

static int closes(const fe_token *t) {
  return is(t, ")") || is(t, "]") || is(t, "}");
}

/* ---- macro-produced introducers ---- */

typedef struct tokvec {
  fe_token *items;
  size_t len, cap;
  cl_arena *arena;
} tokvec;

static void tv_push(tokvec *v, fe_token t) {
  v->items = cl_arena_grow(v->arena, v->items, v->len, &v->cap, sizeof *v->items);
  v->items[v->len++] = t;
}

/* Splits `t[b, e)` at depth-0 commas into `out` (pairs of indices). */
/* The comma-separated pieces of t[b..e) at bracket depth 0, as [begin,
 * end) index pairs in `c`'s arena; *n receives how many.  No limit. */
typedef size_t piece[2];
static piece *split_commas(fe_ctx *c, const fe_token *t, size_t b, size_t e, size_t *n) {
  size_t most = 1;
  for (size_t i = b; i < e; i++)
    most += is(&t[i], ",");
  piece *out = cl_alloc(c->arena, most * sizeof *out);
  size_t k = 0, start = b;
  int depth = 0;
  for (size_t i = b; i <= e; i++) {
    if (i == e || (depth == 0 && is(&t[i], ","))) {
      out[k][0] = start;
      out[k][1] = i;
      k++;
      start = i + 1;
      continue;
    }
    if (opens(&t[i]))
      depth++;
    else if (closes(&t[i]))
      depth--;
  }
  *n = k;
  return out;
}

/* ---- macros by name, for a macro that uses another ---- */

void fe_note_macro(fe_ctx *c, CXCursor def) {
  fe_macro *m = cl_alloc(c->arena, sizeof *m);
  m->name = fe_cx_string(c, clang_getCursorSpelling(def));
  m->def = def;
  cl_vec_push(&c->macros, m);
}

static enum CXChildVisitResult collect_macro(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  if (clang_getCursorKind(cur) == CXCursor_MacroDefinition)
    fe_note_macro(data, cur);
  return CXChildVisit_Continue;
}

/* The definition of the macro `name` the file read last, or a null
 * cursor.  The list is read once, on the first question. */
static CXCursor macro_named(fe_ctx *c, const char *name) {
  if (!c->macros_read) {
    c->macros_read = 1;
    clang_visitChildren(clang_getTranslationUnitCursor(c->tu), collect_macro, c);
  }
  const fe_macro *m = fe_macro_last(c, name);
  return m ? m->def : clang_getNullCursor();
}

/* The tokens clang lexes in `r`: a definition outside the user's files (a
 * library's `#define KOKKOS_LAMBDA [=] __host__ __device__`, the library
 * found through -isystem).  The offsets are those of that file. */
static fe_tokens tokens_in(fe_ctx *c, CXSourceRange r) {
  CXToken *toks;
  unsigned n;
  clang_tokenize(c->tu, r, &toks, &n);
  fe_tokens t = {cl_alloc(c->arena, (n + 1) * sizeof *t.items), n};
  for (unsigned i = 0; i < n; i++) {
    t.items[i].kind = clang_getTokenKind(toks[i]);
    t.items[i].text = fe_cx_string(c, clang_getTokenSpelling(c->tu, toks[i]));
    clang_getFileLocation(clang_getTokenLocation(c->tu, toks[i]), NULL, NULL, NULL,
                          &t.items[i].offset);
  }
  clang_disposeTokens(c->tu, toks, n);
  return t;
}

/* A definition's tokens, name first: the user file's own, or clang's. */
static fe_tokens definition_tokens(fe_ctx *c, CXCursor def) {
  cl_loc db, de;
  fe_file *df;
  CXSourceRange dr = clang_getCursorExtent(def);
  if (clang_getCursorKind(def) != CXCursor_MacroDefinition)
    return (fe_tokens){0};
  fe_tokens t;
  if (fe_location(c, clang_getRangeStart(dr), &df, &db) &&
      fe_location(c, clang_getRangeEnd(dr), NULL, &de))
    t = fe_tokenize(c, df, db.offset, de.offset + 1);
  else
    t = tokens_in(c, dr);
  /* A line continuation before a token is spelled as part of it. */
  size_t kept = 0;
  for (size_t i = 0; i < t.len; i++) {
    const char *x = t.items[i].text;
    while (x[0] == '\\' && (x[1] == '\n' || x[1] == '\r')) {
      x++;
      while (*x == '\n' || *x == '\r')
        x++;
    }
    if (*x) {
      t.items[kept] = t.items[i];
      t.items[kept++].text = x;
    }
  }
  t.len = kept;
  return t;
}

/* Is `name` an object-like macro of execution-space words only
 * (`#define GPU_DEVICE __device__`, or through another such macro)?  The
 * words go to `out` (when not NULL) with `offset`. */
static int space_words(fe_ctx *c, const char *name, unsigned offset, tokvec *out, int depth) {
  CXCursor def = macro_named(c, name);
  if (depth > 8 || clang_Cursor_isNull(def) || clang_Cursor_isMacroFunctionLike(def))
    return 0;
  CXToken *toks;
  unsigned n;
  clang_tokenize(c->tu, clang_getCursorExtent(def), &toks, &n);
  tokvec words = {.arena = c->arena};
  int ok = n > 1;
  for (unsigned i = 1; ok && i < n; i++) {
    const char *w = fe_cx_string(c, clang_getTokenSpelling(c->tu, toks[i]));
    if (fe_is_space_word(w))
      tv_push(&words, (fe_token){CXToken_Keyword, w, offset});
    else
      ok = clang_getTokenKind(toks[i]) == CXToken_Identifier &&
           space_words(c, w, offset, &words, depth + 1);
  }
  clang_disposeTokens(c->tu, toks, n);
  for (size_t i = 0; ok && out && i < words.len; i++)
    tv_push(out, words.items[i]);
  return ok;
}

/* The index of the parameter `t` names (__VA_ARGS__ for `...`), or
 * nparams. */
static size_t parameter_at(const fe_token *d, piece *params, size_t nparams, const fe_token *t) {
  size_t p = 0;
  for (; p < nparams; p++) {
    const fe_token *pt = &d[params[p][0]];
    int variadic = is(pt, "...") && is(t, "__VA_ARGS__");
    if (variadic || (params[p][1] - params[p][0] == 1 && is(pt, t->text)))
      break;
  }
  return p;
}

/* `#param`: use[b, e) spelled as the preprocessor stringizes it, one space
 * where the source had white space between two tokens, `"` and `\` inside
 * string and character literals escaped. */
static const char *stringized(fe_ctx *c, const fe_token *use, size_t b, size_t e) {
  cl_buf s = {0};
  cl_buf_putc(&s, '"');
  for (size_t k = b; k < e; k++) {
    if (k > b && use[k - 1].offset + strlen(use[k - 1].text) < use[k].offset)
      cl_buf_putc(&s, ' ');
    int literal = use[k].kind == CXToken_Literal &&
                  (strchr(use[k].text, '"') || strchr(use[k].text, '\''));
    for (const char *ch = use[k].text; *ch; ch++) {
      if (literal && (*ch == '"' || *ch == '\\'))
        cl_buf_putc(&s, '\\');
      cl_buf_putc(&s, *ch);
    }
  }
  cl_buf_putc(&s, '"');
  const char *r = cl_strdup(c->arena, cl_buf_str(&s));
  cl_buf_free(&s);
  return r;
}

/* `a ## b`: the token before out->items[at] and that one become one. */
static void paste(fe_ctx *c, tokvec *out, size_t at) {
  if (at == 0 || at >= out->len)
    return;
  fe_token *left = &out->items[at - 1];
  left->text = cl_printf(c->arena, "%s%s", left->text, out->items[at].text);
  if (left->kind == CXToken_Keyword)
    left->kind = CXToken_Identifier;
  memmove(&out->items[at], &out->items[at + 1], (out->len - at - 1) * sizeof *out->items);
  out->len--;
}

/* Expands the use of `def` at `use` (the name, then for a function-like
 * macro its parenthesized arguments) one level: the replacement list
 * with parameters replaced by the arguments' tokens.  The replacement's
 * own tokens take `offset` (the use's place in the file); a macro of
 * execution-space words there becomes its words.  Returns how many tokens
 * of `use` the use takes, or 0 when it cannot be read. */
static size_t expand_def(fe_ctx *c, CXCursor def, const fe_token *use, size_t nuse,
                         unsigned offset, tokvec *out) {
  fe_tokens d = definition_tokens(c, def);
  if (d.len < 1 || nuse < 1)
    return 0;
  size_t body = 1, nparams = 0;
  piece *params = NULL, *args = NULL;
  size_t next = 1; /* the token after the use */
  if (clang_Cursor_isMacroFunctionLike(def)) {
    size_t close = 1;
    while (close < d.len && !is(&d.items[close], ")"))
      close++;
    if (close > 2)
      params = split_commas(c, d.items, 2, close, &nparams);
    body = close + 1;
    /* Arguments: NAME ( a , b ). */
    if (nuse < 2 || !is(&use[1], "("))
      return 0;
    int depth = 0;
    size_t i = 1;
    for (; i < nuse; i++) {
      if (opens(&use[i]))
        depth++;
      else if (closes(&use[i]) && --depth == 0)
        break;
    }
    if (i == nuse)
      return 0;
    size_t nargs;
    args = split_commas(c, use, 2, i, &nargs);
    if (nargs < nparams)
      nparams = nargs;
    next = i + 1;
  }
  int function_like = clang_Cursor_isMacroFunctionLike(def);
  size_t paste_at = 0; /* after `##`: out's length, whose last token takes the next one */
  for (size_t i = body; i < d.len; i++) {
    const fe_token *t = &d.items[i];
    if (is(t, "##") && out->len) {
      paste_at = out->len;
      continue;
    }
    size_t before = out->len;
    /* `#param`: the argument's spelling as a string literal. */
    size_t p = nparams;
    if (function_like && is(t, "#") && i + 1 < d.len &&
        (p = parameter_at(d.items, params, nparams, &d.items[i + 1])) < nparams) {
      size_t last = is(&d.items[i + 1], "__VA_ARGS__") ? next - 1 : args[p][1];
      tv_push(out, (fe_token){CXToken_Literal, stringized(c, use, args[p][0], last), offset});
      i++;
    } else if ((p = parameter_at(d.items, params, nparams, t)) < nparams) {
      /* __VA_ARGS__ takes every argument from here on, commas included. */
      size_t last = is(t, "__VA_ARGS__") ? next - 1 : args[p][1]; /* next - 1 is the ')' */
      for (size_t k = args[p][0]; k < last; k++)
        tv_push(out, use[k]);
    }
    if (out->len != before) {
      if (paste_at && paste_at == before)
        paste(c, out, before);
      paste_at = 0;
      continue;
    }
    if (t->kind == CXToken_Identifier && !fe_is_space_word(t->text) &&
        space_words(c, t->text, offset, out, 0))
      continue;
    fe_token copy = *t;
    copy.offset = offset;
    tv_push(out, copy);
    if (paste_at && paste_at == out->len - 1)
      paste(c, out, out->len - 1);
    paste_at = 0;
  }
  return next;
}

/* Expands the macro used at `offset` of `f` one level (expand_def).
 * Returns the index of the first file token after the use, or 0. */
static size_t expand_macro_at(fe_ctx *c, fe_file *f, const fe_tokens *file_toks,
                              unsigned offset, tokvec *out) {
  CXCursor use = fe_cursor_at(c, (fe_file *)f, offset);
  if (clang_getCursorKind(use) != CXCursor_MacroExpansion)
    return 0;
  return expand_def(c, clang_getCursorReferenced(use), file_toks->items, file_toks->len, offset,
                    out);
}

/* Does an object-like macro's text open a lambda (a `[` that starts one)? */
static int writes_introducer(fe_ctx *c, CXCursor def) {
  fe_tokens d = definition_tokens(c, def);
  for (size_t i = 1; i < d.len; i++)
    if (is(&d.items[i], "[") && (i + 1 >= d.len || !is(&d.items[i + 1], "[")))
      return 1;
  return 0;
}

/* Does the macro `def` (object-like) end its text with the name of a
 * function-like macro, directly or through other such macros
 * (`#define LOOP LOOP_DEVICE`, `#define LOOP_DEVICE LOOP_CUDA`, `#define
 * LOOP_CUDA(n, i) ...`)?  Then a use followed by `(` takes arguments. */
static int aliases_function_macro(fe_ctx *c, CXCursor def) {
  for (int round = 0; round < 8 && !clang_Cursor_isNull(def); round++) {
    if (clang_Cursor_isMacroFunctionLike(def))
      return round > 0;
    fe_tokens d = definition_tokens(c, def);
    if (d.len < 2 || d.items[d.len - 1].kind != CXToken_Identifier)
      return 0;
    def = macro_named(c, d.items[d.len - 1].text);
  }
  return 0;
}

/* A nested use of a definition with `#` or `##` is left to the
 * preprocessor (expand_def stringizes and pastes the use that holds the
 * lambda). */
static int plain_definition(fe_ctx *c, CXCursor def) {
  fe_tokens d = definition_tokens(c, def);
  for (size_t i = 1; i < d.len; i++)
    if (is(&d.items[i], "#") || is(&d.items[i], "##"))
      return 0;
  return d.len > 0;
}

/* A macro's expansion that uses other function-like macros
 * (`#define FOR(...) FOR_IMPL(__VA_ARGS__)`): each such use, in order,
 * is replaced by its own expansion, until none is left.  A macro's name is
 * not expanded again once it was (as in the preprocessor, inside its own
 * expansion), so this ends after at most one round per macro; what remains
 * unexpanded the preprocessor expands when nvcc reads the lowered file. */
static void expand_nested(fe_ctx *c, tokvec *v, unsigned offset) {
  const char **done = NULL;
  size_t cap = 0;
  for (size_t round = 0;; round++) {
    size_t at = v->len;
    CXCursor def = clang_getNullCursor();
    for (size_t i = 0; i < v->len && at == v->len; i++) {
      if (v->items[i].kind != CXToken_Identifier ||
          (i && (is(&v->items[i - 1], ".") || is(&v->items[i - 1], "->"))))
        continue;
      int call = i + 1 < v->len && is(&v->items[i + 1], "(");
      int seen = 0;
      for (size_t k = 0; k < round && !seen; k++)
        seen = !strcmp(done[k], v->items[i].text);
      if (seen)
        continue;
      def = macro_named(c, v->items[i].text);
      if (clang_Cursor_isNull(def) || !plain_definition(c, def))
        continue;
      /* A function-like macro used with arguments; an object-like one only
       * where it writes a lambda's introducer (`#define LAMBDA [=]
       * __host__ __device__` used inside another macro's text) or names a
       * function-like one whose arguments follow. */
      if (clang_Cursor_isMacroFunctionLike(def)
              ? call
              : writes_introducer(c, def) || (call && aliases_function_macro(c, def)))
        at = i;
    }
    if (at == v->len)
      return;
    done = cl_arena_grow(c->arena, done, round, &cap, sizeof *done);
    done[round] = v->items[at].text;
    tokvec e = {.arena = c->arena};
    for (size_t i = 0; i < at; i++)
      tv_push(&e, v->items[i]);
    size_t used = expand_def(c, def, v->items + at, v->len - at, offset, &e);
    if (!used)
      return;
    for (size_t i = at + used; i < v->len; i++)
      tv_push(&e, v->items[i]);
    *v = e;
  }
}

/* The tokens from the lambda's start to its body, with a leading macro
 * (Kokkos-style `LAMBDA(...)` or `#define CAPTURE [=] __device__`)
 * replaced by its expansion. */
/* Does the `[` at t[i] open a lambda rather than a subscript or an
 * attribute?  Not after a name, `)`, `]` or a literal, not `[[`. */
static int opens_lambda(const fe_token *t, size_t n, size_t i) {
  if (!is(&t[i], "[") || (i + 1 < n && is(&t[i + 1], "[")) || (i && is(&t[i - 1], "[")))
    return 0;
  if (i == 0)
    return 1;
  const fe_token *p = &t[i - 1];
  if (is(p, "return") || is(p, "co_return") || is(p, "co_yield") || is(p, "throw") ||
      is(p, "else") || is(p, "do"))
    return 1;
  /* Not after a name or a type keyword (`sizeof(int[2])`, `new char[n]`). */
  return !(p->kind == CXToken_Identifier || p->kind == CXToken_Keyword ||
           p->kind == CXToken_Literal || is(p, ")") || is(p, "]"));
}

size_t fe_group_end(const fe_token *t, size_t n, size_t i) {
  for (int depth = 0; i < n; i++) {
    if (opens(&t[i]))
      depth++;
    else if (closes(&t[i]) && --depth == 0)
      return i + 1;
  }
  return n;
}

/* The lambda whose `[` is t[i]: where its body ends, 0 when t holds no
 * body for it. */
static size_t lambda_end(const fe_token *t, size_t n, size_t i) {
  size_t j = fe_group_end(t, n, i); /* past the ']' */
  while (j < n && !is(&t[j], "{"))
    j = opens(&t[j]) ? fe_group_end(t, n, j) : j + 1;
  return j == n ? 0 : fe_group_end(t, n, j);
}

/* In a macro use's expansion `v` that does not start with the lambda:
 * the `ordinal`-th lambda of the expansion, from its `[` to the end of its
 * body; the text before and after it goes to `in`. */
static fe_tokens lambda_in_expansion(fe_ctx *c, const fe_token *t, size_t n, size_t ordinal,
                                     fe_introducer *in) {
  size_t seen = 0;
  for (size_t i = 0; i < n; i++) {
    if (!opens_lambda(t, n, i) || seen++ != ordinal)
      continue;
    size_t end = lambda_end(t, n, i);
    if (end == 0)
      return (fe_tokens){0};
    in->macro_before = fe_join_tokens(c, t, i);
    in->macro_after = fe_join_tokens(c, t + end, n - end);
    in->macro_toks = t;
    in->macro_ntoks = n;
    in->macro_from = i;
    in->macro_to = end;
    in->macro_shared = n > 0 && seen > 1;
    for (size_t k = end; k < n; k++)
      in->macro_shared |= opens_lambda(t, n, k);
    return (fe_tokens){(fe_token *)t + i, end - i};
  }
  return (fe_tokens){0};
}

/* Does the `]` at t[i] close a bracket that opens a lambda? */
static int opens_lambda_before(const fe_token *t, size_t n, size_t i) {
  int depth = 0;
  for (size_t k = i + 1; k-- > 0;) {
    if (closes(&t[k]))
      depth++;
    else if (opens(&t[k]) && --depth == 0)
      return is(&t[k], "[") && opens_lambda(t, n, k);
  }
  return 0;
}

/* How many lambdas open in t[0, n). */
static size_t lambdas_in(const fe_token *t, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    k += opens_lambda(t, n, i);
  return k;
}

/* How many lambdas start where `l` does (one macro use holds them all),
 * `l` included. */
static size_t same_start(fe_ctx *c, fe_lambda *l) {
  size_t k = 0;
  for (size_t i = 0; i < c->lambdas.len; i++) {
    fe_lambda *o = c->lambdas.items[i];
    k += o->file == l->file && o->out->begin.offset == l->out->begin.offset;
  }
  return k;
}

/* How many lambdas discovered before `l` start where it does (one macro
 * use holds them all). */
static size_t same_start_before(fe_ctx *c, fe_lambda *l) {
  size_t k = 0;
  for (size_t i = 0; i < c->lambdas.len; i++) {
    fe_lambda *o = c->lambdas.items[i];
    if (o == l)
      break;
    k += o->file == l->file && o->out->begin.offset == l->out->begin.offset;
  }
  return k;
}

/* The macro use that covers offset `at` of `f`: where it starts and ends. */
static int macro_use_over(fe_ctx *c, const fe_file *f, unsigned at, unsigned *begin,
                          unsigned *end) {
  CXCursor use = fe_cursor_at(c, (fe_file *)f, at);
  cl_loc b, e;
  if (clang_getCursorKind(use) != CXCursor_MacroExpansion ||
      !fe_location(c, clang_getRangeStart(clang_getCursorExtent(use)), NULL, &b) ||
      !fe_location(c, clang_getRangeEnd(clang_getCursorExtent(use)), NULL, &e))
    return 0;
  *begin = b.offset;
  *end = e.offset;
  return 1;
}

/* The macro use that starts at offset `at` of `f`: where it ends, past the
 * arguments that a function-like macro at the end of an object-like one's
 * text takes from the file (`#define LOOP LOOP_IMPL` used as `LOOP(n, i)`,
 * which the preprocessing record ends at the name). */
static int macro_use_extent(fe_ctx *c, const fe_file *f, unsigned at, unsigned *end) {
  unsigned begin;
  if (!macro_use_over(c, f, at, &begin, end) || begin != at)
    return 0;
  if (!aliases_function_macro(c, clang_getCursorReferenced(fe_cursor_at(c, (fe_file *)f, at))))
    return 1;
  for (unsigned window = 4096;; window *= 2) {
    unsigned stop = f->size - *end > window ? *end + window : f->size;
    fe_tokens t = fe_active_tokens(c, (fe_file *)f, fe_tokenize(c, (fe_file *)f, *end, stop));
    if (t.len == 0 || !is(&t.items[0], "("))
      return 1;
    int depth = 0;
    for (size_t i = 0; i < t.len; i++) {
      depth += opens(&t.items[i]) - closes(&t.items[i]);
      if (depth == 0) {
        *end = t.items[i].offset + 1;
        return 1;
      }
    }
    if (stop == f->size)
      return 1;
  }
}

/* The macro use in [from, end) of `f` that ends at `end`: where it starts. */
static int macro_use_ending_at(fe_ctx *c, const fe_file *f, unsigned from, unsigned end,
                               unsigned *begin) {
  fe_tokens t = fe_tokenize(c, (fe_file *)f, from, end);
  for (size_t k = t.len; k-- > 0;) {
    unsigned e;
    if (t.items[k].kind == CXToken_Identifier && macro_use_extent(c, f, t.items[k].offset, &e) &&
        e == end) {
      *begin = t.items[k].offset;
      return 1;
    }
  }
  return 0;
}

/* Does the whole lambda come from macro uses: its `[` from the macro's
 * replacement, its body from the replacement too (`ADDER(5)`) or from an
 * argument (`FOR(n, i, { ... })`)?  *end: where the use ends.  A lambda
 * that one use opens and a later one closes (hypre's `BoxLoopBegin(...)
 * { body } BoxLoopEnd(...)`) spans both: `mid`, when not NULL, gets the
 * file text between them (mid[0] == mid[1] == 0 for one use). */
static int in_macro_use(fe_ctx *c, const fe_lambda *l, unsigned *end, unsigned mid[2]) {
  unsigned begin = l->out->begin.offset, use_end, close_begin;
  mid[0] = mid[1] = 0;
  if (begin >= l->file->size || l->file->text[begin] == '[' ||
      !macro_use_extent(c, l->file, begin, &use_end))
    return 0;
  *end = use_end;
  /* The lambda's end is the end of the use its `}` came from, or the
   * `}` written in the file. */
  if (l->out->body_offset <= begin && l->out->end_offset > use_end) {
    if (!macro_use_ending_at(c, l->file, use_end, l->out->end_offset, &close_begin))
      close_begin = l->out->end_offset;
    *end = l->out->end_offset;
    mid[0] = use_end;
    mid[1] = close_begin;
    return 1;
  }
  return l->out->body_offset <= begin || use_end >= l->out->end_offset;
}

/* The answer is kept on the lambda: asked for the introducer and for the
 * lowering, it tokenizes the body and looks up cursors once. */
int fe_lambda_in_macro_use(fe_ctx *c, fe_lambda *l, unsigned *end, unsigned mid[2]) {
  if (!l->macro_use) {
    l->macro_use_end = 0;
    l->macro_use = 1 + in_macro_use(c, l, &l->macro_use_end, l->macro_use_mid);
  }
  *end = l->macro_use_end;
  if (mid) {
    mid[0] = l->macro_use_mid[0];
    mid[1] = l->macro_use_mid[1];
  }
  return l->macro_use == 2;
}

/* `t` without what the preprocessor took away: directive lines
 * (`#ifdef X` between a lambda's `[` and its body) and the #if branches
 * the parse skipped. */
fe_tokens fe_active_tokens(fe_ctx *c, fe_file *f, fe_tokens t) {
  /* A walked file, one met after the walk, or any with every file walked
   * has its skipped branches by the time its tokens are asked for. */
  if (f->unread && (f->quiet == 2 || f->met_after_walk || c->walk_every_file))
    fe_read_skipped(c, f);
  size_t kept = 0;
  unsigned directive_end = 0;
  for (size_t i = 0; i < t.len; i++) {
    unsigned off = t.items[i].offset;
    int skipped = off < directive_end;
    for (size_t k = 0; f->src && k < f->src->nskipped && !skipped; k++)
      skipped = off >= f->src->skipped[k].offset &&
                off < f->src->skipped[k].offset + f->src->skipped[k].length;
    if (!skipped && is(&t.items[i], "#") && off < f->size) {
      unsigned s = off;
      while (s > 0 && (f->text[s - 1] == ' ' || f->text[s - 1] == '\t'))
        s--;
      if (s == 0 || f->text[s - 1] == '\n') {
        directive_end = off;
        while (directive_end < f->size && f->text[directive_end] != '\n')
          directive_end++;
        skipped = 1;
      }
    }
    if (!skipped)
      t.items[kept++] = t.items[i];
  }
  t.len = kept;
  return t;
}

/* The macro use that `file_toks` (from `offset` of `f`) starts with,
 * expanded one level, the file's tokens after it kept; then a macro the
 * expansion starts with, again (`#define LAMBDA MY_LAMBDA`; `#define LOOP
 * LOOP_IMPL` used as `LOOP(n, i)`, whose arguments follow in the file). */
static int expand_use(fe_ctx *c, fe_file *f, const fe_tokens *file_toks, unsigned offset,
                      tokvec *v) {
  size_t next = expand_macro_at(c, f, file_toks, offset, v);
  if (next == 0)
    return 0;
  for (size_t i = next; i < file_toks->len; i++)
    tv_push(v, file_toks->items[i]);
  for (int round = 0; round < 8 && v->len && v->items[0].kind == CXToken_Identifier; round++) {
    CXCursor def = macro_named(c, v->items[0].text);
    tokvec e = {.arena = c->arena};
    size_t used = clang_Cursor_isNull(def) ? 0 : expand_def(c, def, v->items, v->len, offset, &e);
    if (!used)
      break;
    for (size_t i = used; i < v->len; i++)
      tv_push(&e, v->items[i]);
    *v = e;
  }
  return 1;
}

/* A lambda split over two macro uses: after the opening use's expansion
 * `v`, the file's tokens between the uses as written (the body's own
 * macros stay for the preprocessor), then the closing use's expansion (or
 * none, where the file's own `}` closes the lambda). */
static int close_in_later_use(fe_ctx *c, fe_lambda *l, const unsigned mid[2], tokvec *v) {
  unsigned close_end = l->out->end_offset;
  fe_tokens between = fe_active_tokens(c, l->file, fe_tokenize(c, l->file, mid[0], mid[1]));
  fe_tokens closing = fe_active_tokens(c, l->file, fe_tokenize(c, l->file, mid[1], close_end));
  tokvec e = {.arena = c->arena};
  if (mid[1] < close_end) { /* else the `}` is the file's */
    if (!closing.len || !expand_use(c, l->file, &closing, mid[1], &e))
      return 0;
    expand_nested(c, &e, mid[1]);
  }
  if (lambdas_in(e.items, e.len))
    return 0;
  for (size_t i = 0; i < between.len; i++)
    tv_push(v, between.items[i]);
  for (size_t i = 0; i < e.len; i++)
    tv_push(v, e.items[i]);
  return 1;
}

/* Is t[0, n) one lambda, from its `[` to the end of its body, and nothing
 * after it?  (A macro use whose expansion goes on past its lambda, as in
 * `#define REDUCE_SUM(T) [] __device__ (T a, T b) { return a + b; }, T{}`,
 * keeps what follows.) */
static int ends_with_lambda(const fe_token *t, size_t n) {
  size_t end = lambda_end(t, n, 0);
  return end == 0 || end == n;
}

static fe_tokens introducer_tokens(fe_ctx *c, fe_lambda *l, fe_introducer *in) {
  unsigned begin = l->out->begin.offset, stop = l->out->body_offset, use_end = 0, mid[2];
  int whole = fe_lambda_in_macro_use(c, l, &use_end, mid);
  if (whole)
    stop = mid[1] ? mid[0] : use_end; /* read the use (`NAME(args)`) and expand it */
  else if (stop <= begin)
    return (fe_tokens){0};
  fe_tokens file_toks = fe_active_tokens(c, l->file, fe_tokenize(c, l->file, begin, stop));
  if (file_toks.len == 0 || is(&file_toks.items[0], "["))
    return file_toks;
  tokvec v = {.arena = c->arena};
  if (!expand_use(c, l->file, &file_toks, begin, &v))
    return (fe_tokens){0};
  if (v.len && whole && (!is(&v.items[0], "[") || !ends_with_lambda(v.items, v.len))) {
    expand_nested(c, &v, begin);
    /* Every lambda of the macro use must show in the expansion, or the
     * count that finds this one is off. */
    if (lambdas_in(v.items, v.len) != same_start(c, l))
      return (fe_tokens){0};
    if (mid[1] && !close_in_later_use(c, l, mid, &v))
      return (fe_tokens){0};
    return lambda_in_expansion(c, v.items, v.len, same_start_before(c, l), in);
  }
  return (fe_tokens){v.items, v.len};
}

static fe_capture_item read_item(fe_ctx *c, const fe_token *t, size_t n) {
  fe_capture_item it = {.kind = CL_CAP_COPY, .offset = n ? t[0].offset : 0};
  size_t i = 0;
  if (n >= 1 && is(&t[0], "this")) {
    it.kind = CL_CAP_THIS;
    it.name = "this";
    return it;
  }
  if (n >= 2 && is(&t[0], "*") && is(&t[1], "this")) {
    it.kind = CL_CAP_STAR_THIS;
    it.name = "this";
    return it;
  }
  int ref = 0;
  if (i < n && is(&t[i], "&")) {
    ref = 1;
    i++;
  }
  if (i < n && is(&t[i], "...")) { /* C++20 [...xs = init] */
    it.pack = 1;
    i++;
  }
  it.name = i < n ? t[i].text : "";
  i++;
  if (i < n && is(&t[i], "...")) {
    it.pack = 1;
    i++;
  }
  if (i < n) {
    size_t from = is(&t[i], "=") ? i + 1 : i;
    it.init = fe_join_tokens(c, t + from, n - from);
    it.kind = ref ? CL_CAP_INIT_REF : CL_CAP_INIT_COPY;
  } else {
    it.kind = ref ? CL_CAP_REF : CL_CAP_COPY;
  }
  return it;
}

static void read_declarator(fe_ctx *c, const fe_token *t, size_t n, fe_introducer *in) {
  int depth = 0;
  if (n && is(&t[0], "<"))
    in->explicit_tparams = 1;
  for (size_t i = 0; i < n; i++) {
    if (opens(&t[i])) {
      depth++;
      continue;
    }
    if (closes(&t[i])) {
      depth--;
      continue;
    }
    if (depth != 0)
      continue;
    if (is(&t[i], "mutable"))
      in->is_mutable = 1;
    else if (is(&t[i], "constexpr") || is(&t[i], "consteval"))
      in->is_constexpr = 1;
    else if (is(&t[i], "->")) {
      size_t e = i + 1;
      while (e < n && !is(&t[e], "requires"))
        e++;
      in->trailing_return = fe_join_tokens(c, t + i + 1, e - i - 1);
      break;
    }
  }
}

fe_introducer fe_read_introducer(fe_ctx *c, fe_lambda *l) {
  fe_introducer in = {0};
  CXCursor body = fe_lambda_body(l->expr);
  cl_loc bl;
  if (clang_Cursor_isNull(body) ||
      !fe_location(c, clang_getRangeStart(clang_getCursorExtent(body)), NULL, &bl))
    return in;
  l->out->body_offset = bl.offset;
  fe_tokens t = introducer_tokens(c, l, &in);
  if (t.len == 0 || !is(&t.items[0], "["))
    return in;
  size_t close = 1;
  for (int depth = 1; close < t.len; close++) {
    if (opens(&t.items[close]))
      depth++;
    else if (closes(&t.items[close]) && --depth == 0)
      break;
  }
  if (close == t.len)
    return in;
  size_t nspans = 0;
  piece *spans = close > 1 ? split_commas(c, t.items, 1, close, &nspans) : NULL;
  in.items = cl_alloc(c->arena, (nspans + 1) * sizeof *in.items);
  for (size_t s = 0; s < nspans; s++) {
    const fe_token *it = &t.items[spans[s][0]];
    size_t len = spans[s][1] - spans[s][0];
    if (s == 0 && len == 1 && (is(it, "=") || is(it, "&"))) {
      in.def = is(it, "=") ? CL_DEFAULT_COPY : CL_DEFAULT_REF;
      in.default_offset = it->offset;
      continue;
    }
    if (len)
      in.items[in.nitems++] = read_item(c, it, len);
  }
  in.declarator = t.items + close + 1;
  in.ndeclarator = t.len - close - 1;
  read_declarator(c, in.declarator, in.ndeclarator, &in);
  in.ok = 1;
  return in;
}

/* In the #if branches the parse skipped, a lambda annotated `__host__`
 * alone: `] __host__ (`, or `] (...) __host__ {` / `mutable __host__`.
 * Read from the raw tokens; the spans of those words go to `src`. */
/* Can the text hold a conditional directive (`#if`, `#ifdef`, `#ifndef`)?
 * Without one, no branch was skipped.  Asking libclang reads every skipped
 * range of the precompiled header as well, so a file without one is not
 * asked.  Anything unusual after a `#` (a comment, a line continuation)
 * and the digraph `%:` count as yes. */
static int may_skip_branches(const char *text, size_t size) {
  for (size_t i = 0; i + 1 < size; i++) {
    if (text[i] == '%' && text[i + 1] == ':')
      return 1;
    if (text[i] != '#')
      continue;
    size_t k = i + 1;
    while (k < size && (text[k] == ' ' || text[k] == '\t'))
      k++;
    if (k < size && (text[k] == '/' || text[k] == '\\'))
      return 1;
    if (k + 1 < size && text[k] == 'i' && text[k + 1] == 'f')
      return 1;
  }
  return 0;
}

/* Does t[0, n) hold `w`? */
static int holds(const char *t, size_t n, const char *w) {
  size_t wn = strlen(w);
  for (const char *p = t; (size_t)(t + n - p) >= wn && (p = memchr(p, w[0], (size_t)(t + n - p) - wn + 1));
       p++)
    if (!memcmp(p, w, wn))
      return 1;
  return 0;
}

void fe_skipped_host_words(fe_ctx *c, fe_file *f, cl_source *src) {
  CXSourceRangeList *ranges =
      f->text && may_skip_branches(f->text, f->size) ? clang_getSkippedRanges(c->tu, f->file) : NULL;
  cl_vec found = {0};
  src->skipped = cl_alloc(c->arena, ((ranges ? ranges->count : 0) + 1) * sizeof *src->skipped);
  for (unsigned r = 0; ranges && r < ranges->count; r++) {
    unsigned b, e;
    clang_getSpellingLocation(clang_getRangeStart(ranges->ranges[r]), NULL, NULL, NULL, &b);
    clang_getSpellingLocation(clang_getRangeEnd(ranges->ranges[r]), NULL, NULL, NULL, &e);
    if (e <= b || e > f->size)
      continue;
    src->skipped[src->nskipped++] = (cl_span){b, e - b};
    /* Lexing the file costs more than the rest of its walk: only a range
     * that writes both a ']' and `__host__` can hold such a word. */
    if (!memchr(f->text + b, ']', e - b) || !holds(f->text + b, e - b, "__host__"))
      continue;
    fe_tokens t = fe_tokenize(c, f, b, e);
    for (size_t i = 0; i < t.len; i++) {
      if (!is(&t.items[i], "]") || !opens_lambda_before(t.items, t.len, i))
        continue;
      size_t j = i + 1;
      if (j < t.len && is(&t.items[j], "("))
        j = fe_group_end(t.items, t.len, j);
      while (j < t.len && (is(&t.items[j], "mutable") || is(&t.items[j], "constexpr")))
        j++;
      if (j < t.len && is(&t.items[j], "__host__") &&
          !(j + 1 < t.len && is(&t.items[j + 1], "__device__")) &&
          !(j > 0 && is(&t.items[j - 1], "__device__"))) {
        cl_span *sp = cl_alloc(c->arena, sizeof *sp);
        *sp = (cl_span){t.items[j].offset, 8};
        cl_vec_push(&found, sp);
      }
    }
  }
  if (ranges)
    clang_disposeSourceRangeList(ranges);
  src->host_words = cl_alloc(c->arena, (found.len + 1) * sizeof *src->host_words);
  for (size_t i = 0; i < found.len; i++)
    src->host_words[i] = *(cl_span *)found.items[i];
  src->nhost_words = found.len;
  cl_vec_free(&found);
}

void fe_read_skipped(fe_ctx *c, fe_file *f) {
  if (f->unread)
    fe_skipped_host_words(c, f, f->unread);
  f->unread = NULL;
}

void fe_read_met_files(fe_ctx *c) {
  for (size_t i = 0; i < c->files.len; i++) {
    fe_file *f = c->files.items[i];
    if (f->quiet != 1 || f->met_after_walk || c->walk_every_file)
      fe_read_skipped(c, f);
  }
}
