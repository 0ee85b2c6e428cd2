/* tokens.c - what the C API does not say about a lambda, read from its
 * tokens: the capture default, each capture's kind, init-captures,
 * `mutable`, `constexpr` and the trailing return type.  Ranges are always
 * rebuilt from file offsets (a raw extent that starts in a macro expansion
 * tokenizes garbage), and an introducer that comes from a macro is read
 * from the macro's definition with its arguments substituted. */
#include <ctype.h>
#include <string.h>

#include "fe_internal.h"

fe_tokens fe_tokenize(fe_ctx *c, fe_file *f, unsigned begin, unsigned end) {
  fe_tokens out = {0};
  if (!f || end <= begin)
    return out;
  CXSourceRange r = clang_getRange(clang_getLocationForOffset(c->tu, f->file, begin),
                                   clang_getLocationForOffset(c->tu, f->file, end));
  CXToken *toks;
  unsigned n;
  clang_tokenize(c->tu, r, &toks, &n);
  out.items = cl_alloc(c->arena, (n + 1) * sizeof *out.items);
  for (unsigned i = 0; i < n; i++) {
    unsigned off;
    clang_getFileLocation(clang_getTokenLocation(c->tu, toks[i]), NULL, NULL, NULL, &off);
    if (off >= end)
      break;
    if (clang_getTokenKind(toks[i]) == CXToken_Comment)
      continue; /* a comment between `]` and `(` reads as if not there */
    fe_token *t = &out.items[out.len++];
    t->kind = clang_getTokenKind(toks[i]);
    t->text = fe_cx_string(c, clang_getTokenSpelling(c->tu, toks[i]));
    t->offset = off;
  }
  clang_disposeTokens(c->tu, toks, n);
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
    CXFile f;
    unsigned off;
    clang_getExpansionLocation(clang_getCursorLocation(cur), &f, NULL, NULL, &off);
    s->found |= f && clang_File_isEqual(f, s->file) && off == s->offset;
  }
  return CXChildVisit_Continue;
}

/* Is the object-like macro used at `offset` of `f` one of execution-space
 * words: empty, only such words (`#define GPU_LAMBDA __host__ __device__`),
 * or other macros that give `op` its attributes (`#define GPU_LAMBDA HD`)? */
static int space_macro(fe_ctx *c, const fe_file *f, unsigned offset, CXCursor op) {
  CXCursor use = clang_getCursor(c->tu, clang_getLocationForOffset(c->tu, f->file, offset));
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

/* Tokens joined the way a person writes them on one line: a space only
 * where two words would otherwise run together. */
char *fe_join_tokens(fe_ctx *c, const fe_token *t, size_t n) {
  cl_buf b = {0};
  for (size_t i = 0; i < n; i++) {
    if (i && b.len && cl_ident_char(b.data[b.len - 1]) && cl_ident_char(t[i].text[0]))
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

/* Expands the macro used at `offset` one level: its replacement list with
 * parameters replaced by the written arguments.  Returns the index of the
 * first file token after the macro use, or 0 when it cannot. */
static size_t expand_macro_at(fe_ctx *c, fe_file *f, const fe_tokens *file_toks,
                              unsigned offset, tokvec *out) {
  CXCursor use = clang_getCursor(c->tu, clang_getLocationForOffset(c->tu, f->file, offset));
  if (clang_getCursorKind(use) != CXCursor_MacroExpansion)
    return 0;
  CXCursor def = clang_getCursorReferenced(use);
  if (clang_getCursorKind(def) != CXCursor_MacroDefinition)
    return 0;
  cl_loc db, de;
  fe_file *df;
  CXSourceRange dr = clang_getCursorExtent(def);
  if (!fe_location(c, clang_getRangeStart(dr), &df, &db) ||
      !fe_location(c, clang_getRangeEnd(dr), NULL, &de))
    return 0;
  fe_tokens d = fe_tokenize(c, df, db.offset, de.offset + 1);
  if (d.len < 1)
    return 0;
  size_t body = 1, nparams = 0;
  piece *params = NULL, *args = NULL;
  size_t next = 1; /* the token after the macro name in file_toks */
  if (clang_Cursor_isMacroFunctionLike(def)) {
    size_t close = 1;
    while (close < d.len && !is(&d.items[close], ")"))
      close++;
    if (close > 2)
      params = split_commas(c, d.items, 2, close, &nparams);
    body = close + 1;
    /* Arguments: NAME ( a , b ) in the file. */
    if (!is(&file_toks->items[1], "("))
      return 0;
    int depth = 0;
    size_t i = 1;
    for (; i < file_toks->len; i++) {
      if (opens(&file_toks->items[i]))
        depth++;
      else if (closes(&file_toks->items[i]) && --depth == 0)
        break;
    }
    if (i == file_toks->len)
      return 0;
    size_t nargs;
    args = split_commas(c, file_toks->items, 2, i, &nargs);
    if (nargs < nparams)
      nparams = nargs;
    next = i + 1;
  }
  for (size_t i = body; i < d.len; i++) {
    const fe_token *t = &d.items[i];
    size_t p = 0;
    for (; p < nparams; p++) {
      const fe_token *pt = &d.items[params[p][0]];
      int variadic = is(pt, "...") && is(t, "__VA_ARGS__");
      if (variadic || (params[p][1] - params[p][0] == 1 && is(pt, t->text)))
        break;
    }
    if (p < nparams) {
      /* __VA_ARGS__ takes every argument from here on, commas included. */
      int variadic = is(t, "__VA_ARGS__");
      size_t last = variadic ? next - 1 : args[p][1]; /* next - 1 is the ')' */
      for (size_t k = args[p][0]; k < last; k++) {
        fe_token copy = file_toks->items[k];
        tv_push(out, copy);
      }
      continue;
    }
    fe_token copy = *t;
    copy.offset = offset;
    tv_push(out, copy);
  }
  return next;
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
  if (is(p, "return") || is(p, "co_return") || is(p, "co_yield"))
    return 1;
  return !(p->kind == CXToken_Identifier || p->kind == CXToken_Literal || is(p, ")") ||
           is(p, "]") || is(p, "this"));
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

/* In a macro use's expansion `v` that does not start with the lambda:
 * the `ordinal`-th lambda of the expansion, from its `[` to the end of its
 * body; the text before and after it goes to `in`. */
static fe_tokens lambda_in_expansion(fe_ctx *c, const fe_token *t, size_t n, size_t ordinal,
                                     fe_introducer *in) {
  size_t seen = 0;
  for (size_t i = 0; i < n; i++) {
    if (!opens_lambda(t, n, i) || seen++ != ordinal)
      continue;
    size_t j = fe_group_end(t, n, i); /* past the ']' */
    while (j < n && !is(&t[j], "{"))
      j = opens(&t[j]) ? fe_group_end(t, n, j) : j + 1;
    if (j == n)
      return (fe_tokens){0};
    size_t end = fe_group_end(t, n, j);
    in->macro_before = fe_join_tokens(c, t, i);
    in->macro_after = fe_join_tokens(c, t + end, n - end);
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

static fe_tokens introducer_tokens(fe_ctx *c, fe_lambda *l, fe_introducer *in) {
  unsigned begin = l->out->begin.offset, stop = l->out->body_offset;
  if (stop <= begin) {
    /* The whole lambda, body included, comes from one macro use: read the
     * use (`NAME(args)`) and expand it. */
    CXCursor use = clang_getCursor(c->tu, clang_getLocationForOffset(c->tu, l->file->file, begin));
    cl_loc end;
    if (clang_getCursorKind(use) != CXCursor_MacroExpansion ||
        !fe_location(c, clang_getRangeEnd(clang_getCursorExtent(use)), NULL, &end))
      return (fe_tokens){0};
    stop = end.offset;
  }
  fe_tokens file_toks = fe_tokenize(c, l->file, begin, stop);
  if (file_toks.len == 0 || is(&file_toks.items[0], "["))
    return file_toks;
  tokvec v = {.arena = c->arena};
  size_t next = expand_macro_at(c, l->file, &file_toks, l->out->begin.offset, &v);
  if (next == 0)
    return (fe_tokens){0};
  for (size_t i = next; i < file_toks.len; i++)
    tv_push(&v, file_toks.items[i]);
  if (v.len && !is(&v.items[0], "[") && l->out->body_offset <= begin)
    return lambda_in_expansion(c, v.items, v.len, same_start_before(c, l), in);
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
void fe_skipped_host_words(fe_ctx *c, fe_file *f, cl_source *src) {
  CXSourceRangeList *ranges = clang_getSkippedRanges(c->tu, f->file);
  cl_vec found = {0};
  for (unsigned r = 0; ranges && r < ranges->count; r++) {
    unsigned b, e;
    clang_getSpellingLocation(clang_getRangeStart(ranges->ranges[r]), NULL, NULL, NULL, &b);
    clang_getSpellingLocation(clang_getRangeEnd(ranges->ranges[r]), NULL, NULL, NULL, &e);
    if (e <= b || e > f->size)
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
