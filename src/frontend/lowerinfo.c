/* lowerinfo.c - what the lowering needs to know about an extended lambda
 * that the rules do not: where the wrapper goes (before the outermost
 * namespace-scope declaration around the lambda), the declarator pieces
 * as written (template parameters, parameters, specifiers), the edits its
 * body needs once it leaves the class it was written in (`this`, members
 * named without `this->`, the class's own static members and types), and
 * the block-scope declarations the body names without capturing them
 * (aliases, constants, using-directives), which travel with it.
 *
 * Everything here is recorded as data in cl_lowering; src/lower turns it
 * into wrapper text. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

typedef struct lower_walk {
  fe_ctx *c;
  fe_lambda *l;
  cl_lowering *lo;
  CXCursor fn;        /* the enclosing function */
  CXCursor cls;       /* its class, or a null cursor */
  cl_vec rewrites;    /* cl_rewrite* */
  cl_vec carried;     /* carry_item* */
  cl_vec hoisted;     /* cl_hoist* */
  int hoist_depth;    /* local classes being moved, one inside the other */
  int visiting_alias; /* carry_decl is reading a type alias's children */
  cl_vec typed_refs;  /* unsigned*: offsets of variables a carried text spells by type */
  const char *named;  /* the local the body names whose declaration is being carried */
  int type_args;      /* use-site type arguments made for the signature */
} lower_walk;

typedef struct carry_item {
  unsigned offset;
  cl_carry carry;
} carry_item;

static int is_tok(const fe_token *t, const char *s) { return !strcmp(t->text, s); }

/* Is `t` a token after which a name is a member of something written
 * before it (`::`, `.`, `->`)? */
static int is_qualifier(const fe_token *t) {
  return t && (is_tok(t, "::") || is_tok(t, ".") || is_tok(t, "->"));
}

/* A type as libclang spells it that namespace scope cannot write: a
 * placeholder not yet deduced (`auto q = p + 1;` in a template), a
 * closure or unnamed class, a template's own parameter, or a `decltype`
 * of something local. */
static int unspellable_type(const char *s) {
  return cl_mentions_word(s, "auto", 4) || strstr(s, "(lambda") || strstr(s, "(unnamed") ||
         strstr(s, "(anonymous") || strstr(s, "type-parameter-") || strstr(s, "decltype(");
}

static unsigned line_of(const fe_file *f, unsigned offset) {
  return 1 + cl_count_newlines(f->text, offset < f->size ? offset : f->size);
}

/* Records the first thing that stops the lowering (src/lower decides). */
static void unsupported(lower_walk *w, CXCursor at, cl_refusal why) {
  if (w->lo->obstacle)
    return;
  w->lo->obstacle = why;
  if (!fe_location(w->c, clang_getCursorLocation(at), NULL, &w->lo->obstacle_loc))
    w->lo->obstacle_loc = w->l->out->begin;
}

/* A type the use site passes to the wrapper as a template argument, and
 * the wrapper names by a member alias: `text` is what the use site
 * writes, `member` the alias's name. */
static void use_site_type(lower_walk *w, CXCursor decl, CXType type, unsigned offset,
                          const char *text, const char *member) {
  /* The closure of a lambda that stays a lambda (not extended) cannot be
   * a kernel's template argument under plain nvcc. */
  const char *s = fe_cx_string(w->c, clang_getTypeSpelling(clang_getCanonicalType(type)));
  for (const char *p = s; (p = strstr(p, "(lambda at ")) != NULL; p++)
    if (!fe_names_extended_lambda(w->c, p + strlen("(lambda at ")) && !w->lo->obstacle) {
      unsupported(w, decl, CL_REFUSE_HOST_CLOSURE_TYPE);
      w->lo->obstacle_name = fe_cx_string(w->c, clang_getCursorSpelling(decl));
      return;
    }
  carry_item *it = cl_alloc(w->c->arena, sizeof *it);
  it->offset = offset;
  it->carry.kind = CL_CARRY_ALIAS_ARG;
  it->carry.text = text;
  it->carry.name = member;
  cl_vec_push(&w->carried, it);
}

/* ---- the declarator: []<tparams> __device__ (params) specifiers -> T ---- */

/* Index one past the bracket that closes the one at `open`. */
static size_t skip_group(const fe_token *t, size_t n, size_t open) {
  const char *o = t[open].text;
  const char *cl = !strcmp(o, "(") ? ")" : !strcmp(o, "<") ? ">" : !strcmp(o, "[") ? "]" : "}";
  int depth = 0;
  for (size_t i = open; i < n; i++) {
    if (is_tok(&t[i], o))
      depth++;
    else if (is_tok(&t[i], cl) && --depth == 0)
      return i + 1;
    else if (!strcmp(cl, ">") && is_tok(&t[i], ">>") && (depth -= 2) <= 0)
      return i + 1;
  }
  return n;
}

/* The tokens' text as written in the file (spacing and all) when they are
 * the file's own; joined tokens when they come from a macro. */
static const char *span_text(lower_walk *w, const fe_token *t, size_t n) {
  const fe_file *f = w->l->file;
  for (size_t i = 0; i < n; i++) {
    size_t len = strlen(t[i].text);
    if (t[i].offset + len > f->size || strncmp(f->text + t[i].offset, t[i].text, len) ||
        (i && t[i].offset <= t[i - 1].offset))
      return fe_join_tokens(w->c, t, n);
  }
  if (!n)
    return "";
  unsigned end = t[n - 1].offset + (unsigned)strlen(t[n - 1].text);
  char *text = cl_strndup(w->c->arena, f->text + t[0].offset, end - t[0].offset);
  /* The wrapper writes it on one line: a line comment would swallow the rest. */
  if (strstr(text, "//"))
    return fe_join_tokens(w->c, t, n);
  for (char *q = text; *q; q++)
    if (*q == '\n' || *q == '\r')
      *q = ' ';
  return text;
}

static int is_space_word(lower_walk *w, const fe_token *t) {
  return fe_is_space_token(w->c, w->l->file, t, w->l->op);
}

static void qualify_members(lower_walk *w, CXCursor decl, fe_tokens *t);
static size_t spell_vars_by_type(lower_walk *w, CXCursor decl, fe_tokens *t,
                                 int unevaluated_only);

static void read_declarator(lower_walk *w, const fe_introducer *in) {
  const fe_token *t = in->declarator;
  size_t n = in->ndeclarator, i = 0;
  cl_lowering *lo = w->lo;
  lo->params = "";
  lo->specifiers = "";
  while (i < n && is_space_word(w, &t[i]))
    i++; /* nvcc takes `[] __device__ <class T>(T x)` */
  if (i < n && is_tok(&t[i], "<")) {
    size_t end = skip_group(t, n, i);
    lo->tparams = span_text(w, t + i + 1, end - i - 2);
    i = end;
  }
  while (i < n && is_space_word(w, &t[i]))
    i++;
  if (i < n && is_tok(&t[i], "(")) {
    size_t end = skip_group(t, n, i);
    /* A member type of the class named in a parameter's type
     * (`const TeamType &team`) gets the class's prefix. */
    fe_tokens ps = {cl_alloc(w->c->arena, (end - i) * sizeof *ps.items), end - i - 2};
    memcpy(ps.items, t + i + 1, ps.len * sizeof *ps.items);
    qualify_members(w, w->l->op, &ps);
    lo->params = span_text(w, ps.items, ps.len);
    i = end;
  }
  /* Keep noexcept, attributes and the like; mutable and constexpr are
   * answered by the model, the trailing return type too. */
  cl_buf b = {0};
  for (; i < n && !is_tok(&t[i], "->") && !is_tok(&t[i], "{"); i++) {
    if (is_tok(&t[i], "mutable") || is_tok(&t[i], "constexpr") ||
        is_tok(&t[i], "consteval") || is_space_word(w, &t[i]))
      continue;
    size_t end = i + 1;
    if (i + 1 < n && (is_tok(&t[i + 1], "(") || is_tok(&t[i + 1], "[")))
      end = skip_group(t, n, i + 1);
    else if (is_tok(&t[i], "["))
      end = skip_group(t, n, i);
    if (b.len)
      cl_buf_putc(&b, ' ');
    cl_buf_puts(&b, span_text(w, t + i, end - i));
    i = end - 1;
  }
  lo->specifiers = cl_strdup(w->c->arena, cl_buf_str(&b));
  cl_buf_free(&b);
  /* The trailing return type may name member types of the class as the
   * parameters may (`-> weight_t`, gunrock's problem classes). */
  if (i < n && is_tok(&t[i], "->")) {
    size_t end = i + 1;
    while (end < n && !is_tok(&t[end], "{"))
      end++;
    if (end > i + 1) {
      fe_tokens rt = {cl_alloc(w->c->arena, (end - i) * sizeof *rt.items), end - i - 1};
      memcpy(rt.items, t + i + 1, rt.len * sizeof *rt.items);
      qualify_members(w, w->l->op, &rt);
      lo->trailing_return = span_text(w, rt.items, rt.len);
    }
  }
  /* A lambda wholly inside a macro: its body is in the expansion, unless
   * the body is one of the use's arguments (`FOR(n, i, { ... })`), written
   * in the file: then it moves from there, with its rewrites. */
  const cl_lambda *l = w->l->out;
  const fe_file *f = w->l->file;
  int body_in_file = l->body_offset > l->begin.offset && l->body_offset < f->size &&
                     f->text[l->body_offset] == '{' && l->end_offset <= w->lo->macro_end;
  if (w->lo->macro_end && !body_in_file) {
    while (i < n && !is_tok(&t[i], "{"))
      i++;
    size_t e = i < n ? skip_group(t, n, i) : i, first = e, last = e;
    const unsigned *mid = lo->macro_mid;
    for (size_t k = i; k < e; k++)
      if (t[k].offset >= mid[0] && t[k].offset < mid[1]) {
        first = first == e ? k : first;
        last = k;
      }
    if (first < e) { /* the file's text between the two uses stays text */
      lo->macro_body = fe_join_tokens(w->c, t + i, first - i);
      lo->macro_tail = fe_join_tokens(w->c, t + last + 1, e - last - 1);
    } else if (i < n) {
      lo->macro_body = fe_join_tokens(w->c, t + i, e - i);
      lo->macro_mid[0] = lo->macro_mid[1] = 0;
    }
  }
}

/* ---- where the wrapper goes ---- */

static int is_scope_kind(enum CXCursorKind k) {
  return k == CXCursor_TranslationUnit || k == CXCursor_Namespace ||
         k == CXCursor_LinkageSpec;
}

/* Where a `template <...>` header that ends just before `at` (blanks
 * between) starts, or `at` when there is none. */
static unsigned template_header_before(const char *text, unsigned at) {
  unsigned q = at;
  while (q > 0 && isspace((unsigned char)text[q - 1]))
    q--;
  if (q == 0 || text[q - 1] != '>')
    return at;
  int depth = 0;
  do {
    char ch = text[--q];
    depth += ch == '>' ? 1 : ch == '<' ? -1 : 0;
  } while (q > 0 && depth > 0);
  if (depth != 0)
    return at;
  while (q > 0 && isspace((unsigned char)text[q - 1]))
    q--;
  size_t n = strlen("template");
  if (q < n || strncmp(text + q - n, "template", n) || (q > n && cl_ident_char(text[q - n - 1])))
    return at;
  /* Not in a line comment (`// CHECK: template <class T>`). */
  unsigned line = q - (unsigned)n;
  while (line > 0 && text[line - 1] != '\n')
    line--;
  for (unsigned i = line; i + 1 < q - n; i++)
    if (text[i] == '/' && (text[i + 1] == '/' || text[i + 1] == '*'))
      return at;
  return q - (unsigned)n;
}

static void read_placement(lower_walk *w) {
  CXCursor d = w->fn;
  for (;;) {
    CXCursor p = clang_getCursorLexicalParent(d);
    if (clang_Cursor_isNull(p) || is_scope_kind(clang_getCursorKind(p)))
      break;
    d = p;
  }
  cl_loc at;
  fe_file *f;
  if (!fe_location(w->c, clang_getRangeStart(clang_getCursorExtent(d)), &f, &at) ||
      f != w->l->file) {
    unsupported(w, w->l->expr, CL_REFUSE_DECL_OUTSIDE_FILE);
    return;
  }
  /* A member of a class template defined outside it, itself a template
   * (`template <class T> template <int N> void A<T>::f()`): the cursor
   * starts at the last template header, the declaration at the first. */
  unsigned start = at.offset;
  for (unsigned b; (b = template_header_before(f->text, start)) != start;)
    start = b;
  w->lo->decl_offset = start;
  w->lo->decl_line = at.line - cl_count_newlines(f->text + start, at.offset - start);
}

/* The class whose member function encloses the lambda: its name, and
 * where a friend declaration for the wrapper can go. */
static void read_class(lower_walk *w) {
  CXCursor cls = clang_getCursorSemanticParent(w->fn);
  if (!fe_is_class_kind(clang_getCursorKind(cls)))
    return;
  w->cls = cls;
  w->lo->self_class = fe_cx_string(w->c, clang_getCursorSpelling(cls));
  w->lo->self_arg = w->lo->self_class;
  /* A class a macro declares (Catch2's test-case classes, named with
   * __COUNTER__): named through `this` where there is one, and no friend
   * declaration goes into its body, which is the macro's. */
  if (fe_in_macro_body(clang_getCursorLocation(cls))) {
    enum CXCursorKind fk = clang_getCursorKind(w->fn);
    if ((fk == CXCursor_CXXMethod || fk == CXCursor_FunctionTemplate) &&
        !clang_CXXMethod_isStatic(w->fn))
      w->lo->self_arg = "::cudalift::self_t<decltype(this)>";
    return;
  }
  CXCursor def = clang_getCursorDefinition(cls);
  cl_loc b, e;
  fe_file *f;
  if (clang_Cursor_isNull(def) || !fe_cursor_span(w->c, def, &f, &b, &e))
    return;
  if (f != w->l->file)
    w->lo->class_file = f->name;
  fe_tokens t = fe_tokenize(w->c, f, b.offset, e.offset);
  for (size_t i = 0; i < t.len; i++)
    if (is_tok(&t.items[i], "{")) {
      w->lo->class_body_offset = t.items[i].offset + 1;
      return;
    }
}

/* ---- the body ---- */

/* A rewrite of the body (`text`: CL_RW_TEXT's replacement), once per
 * place and kind: clang can show one expression twice. */
static void push_rewrite(lower_walk *w, cl_rewrite_kind kind, unsigned offset,
                                  unsigned length, const char *text) {
  for (size_t i = 0; i < w->rewrites.len; i++) {
    cl_rewrite *r = w->rewrites.items[i];
    if (r->offset == offset && r->kind == kind)
      return;
  }
  cl_rewrite *r = cl_alloc(w->c->arena, sizeof *r);
  *r = (cl_rewrite){kind, offset, length, text};
  cl_vec_push(&w->rewrites, r);
}

static void add_rewrite(lower_walk *w, cl_rewrite_kind kind, unsigned offset, unsigned length) {
  push_rewrite(w, kind, offset, length, NULL);
}

static void add_text_rewrite(lower_walk *w, unsigned offset, unsigned length, const char *text) {
  push_rewrite(w, CL_RW_TEXT, offset, length, text);
}

/* The file offset of a cursor's location when it is written in the
 * lambda's file outside any macro expansion, or inside the lambda's own
 * text where that is a macro's argument (`DISPATCH([&] { ... })`); 0
 * otherwise. */
static int plain_offset(lower_walk *w, CXSourceLocation loc, unsigned *offset) {
  CXFile ef, sf;
  unsigned eo, so;
  clang_getExpansionLocation(loc, &ef, NULL, NULL, &eo);
  clang_getSpellingLocation(loc, &sf, NULL, NULL, &so);
  if (!ef || !fe_same_file(ef, w->l->file->file) || !sf || !fe_same_file(sf, ef))
    return 0;
  if (so != eo && !(so >= w->l->out->begin.offset && so < w->l->out->end_offset &&
                    w->l->out->body_offset > w->l->out->begin.offset))
    return 0;
  *offset = so;
  return 1;
}

static const fe_token *token_before(lower_walk *w, unsigned offset) {
  fe_tokens t = fe_tokenize(w->c, w->l->file, offset >= 64 ? offset - 64 : 0, offset);
  return t.len ? &t.items[t.len - 1] : NULL;
}

static int member_of_class(lower_walk *w, CXCursor decl) {
  CXCursor p = clang_getCursorSemanticParent(decl);
  if (clang_getCursorKind(p) == CXCursor_EnumDecl)
    p = clang_getCursorSemanticParent(p);
  return !clang_Cursor_isNull(w->cls) && fe_is_class_kind(clang_getCursorKind(p));
}

/* Declared in a function, and not one of its template parameters (the
 * wrapper repeats those). */
static int is_local(CXCursor decl) {
  if (fe_is_template_parameter_kind(clang_getCursorKind(decl)))
    return 0;
  CXCursor p = clang_getCursorSemanticParent(decl);
  if (clang_getCursorKind(p) == CXCursor_EnumDecl)
    p = clang_getCursorSemanticParent(p);
  return fe_is_function_kind(clang_getCursorKind(p));
}

/* Is `decl` local to a lambda's body (its function is a closure's call
 * operator)?  For a declaration a macro spells, where no place in the
 * file says so. */
static int local_to_a_lambda(CXCursor decl) {
  CXCursor fn = clang_getCursorSemanticParent(decl);
  if (clang_getCursorKind(fn) != CXCursor_CXXMethod)
    return 0;
  CXString name = clang_getCursorSpelling(fn);
  int call = !strcmp(clang_getCString(name), "operator()");
  clang_disposeString(name);
  if (!call)
    return 0;
  CXString cls = clang_getTypeSpelling(clang_getCursorType(clang_getCursorSemanticParent(fn)));
  int closure = strstr(clang_getCString(cls), "(lambda at ") != NULL;
  clang_disposeString(cls);
  return closure;
}

static int inside_lambda(lower_walk *w, unsigned offset) {
  return offset >= w->l->out->begin.offset && offset < w->l->out->end_offset;
}

static int is_captured(lower_walk *w, const char *name) {
  for (size_t i = 0; i < w->l->out->ncaptures; i++)
    if (!strcmp(w->l->out->captures[i].name, name))
      return 1;
  return 0;
}

static void carry_decl(lower_walk *w, CXCursor decl);

/* ---- local classes, moved to namespace scope ---- */

/* Local classes another one names, which move with it (at most 16). */
#define MAX_CLASS_DEPS 16

typedef struct local_refs {
  lower_walk *w;
  unsigned begin, end; /* the class definition */
  int found;           /* it names a local variable or function */
  CXCursor deps[MAX_CLASS_DEPS]; /* the local classes and enums it names */
  size_t ndeps;
} local_refs;

static int is_type_kind(enum CXCursorKind k) {
  return k == CXCursor_StructDecl || k == CXCursor_ClassDecl || k == CXCursor_UnionDecl ||
         k == CXCursor_EnumDecl || k == CXCursor_EnumConstantDecl;
}

/* From `decl` outwards, the first declaration a function's scope holds
 * directly (`decl` itself, or the local class it is a member of), or a
 * null cursor. */
static CXCursor outermost_local(CXCursor decl) {
  for (CXCursor d = decl; !clang_Cursor_isNull(d) && !clang_isTranslationUnit(clang_getCursorKind(d));
       d = clang_getCursorSemanticParent(d))
    if (is_local(d))
      return d;
  return clang_getNullCursor();
}

/* What a class definition names of its function that is not its own: a
 * local class or scoped enum, or a member of one (a dependency, moved
 * first), or anything else (it cannot move). */
static enum CXChildVisitResult find_local_ref(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  local_refs *r = data;
  CXCursor ref = clang_getCursorReferenced(cur);
  CXCursor top = clang_Cursor_isNull(ref) ? ref : outermost_local(ref);
  unsigned at;
  if (clang_Cursor_isNull(top) ||
      (plain_offset(r->w, clang_getCursorLocation(top), &at) && at >= r->begin && at < r->end))
    return CXChildVisit_Recurse;
  if (is_type_kind(clang_getCursorKind(top)) && r->ndeps < MAX_CLASS_DEPS)
    r->deps[r->ndeps++] = top;
  else
    r->found = 1;
  return r->found ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* Does the class name something declared after the place it moves to (the
 * enclosing function itself, say)? */
static enum CXChildVisitResult find_later_ref(CXCursor cur, CXCursor parent,
                                              CXClientData data) {
  (void)parent;
  local_refs *r = data;
  CXCursor ref = clang_getCursorReferenced(cur);
  unsigned at;
  if (!clang_Cursor_isNull(ref) && clang_Cursor_isNull(outermost_local(ref)) &&
      plain_offset(r->w, clang_getCursorLocation(ref), &at) &&
      at >= r->w->lo->decl_offset && (at < r->begin || at >= r->end))
    r->found = 1;
  return r->found ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* A preprocessor directive between the place the class moves to and its
 * definition could change what the class's text means. */
static int directive_before(const fe_file *f, unsigned from, unsigned to) {
  static const char *const words[] = {"define", "undef", "if", "ifdef", "ifndef",
                                      "elif", "else", "endif", "include"};
  for (unsigned i = from; i < to && i < f->size; i++) {
    if (f->text[i] != '#' || (i > 0 && f->text[i - 1] != '\n' && f->text[i - 1] != ' ' &&
                              f->text[i - 1] != '\t'))
      continue;
    unsigned j = i + 1;
    while (j < to && (f->text[j] == ' ' || f->text[j] == '\t'))
      j++;
    for (size_t k = 0; k < sizeof words / sizeof *words; k++)
      if (!strncmp(f->text + j, words[k], strlen(words[k])))
        return 1;
  }
  return 0;
}

/* The first token at or after `offset`, or NULL. */
static const fe_token *token_at(lower_walk *w, unsigned offset) {
  unsigned end = offset + 256 < w->l->file->size ? offset + 256 : (unsigned)w->l->file->size;
  fe_tokens t = fe_tokenize(w->c, w->l->file, offset, end);
  return t.len ? &t.items[0] : NULL;
}

/* Why the local class `def` cannot move to namespace scope, or
 * CL_REFUSE_NONE. */
static cl_refusal unhoistable(lower_walk *w, CXCursor def, unsigned *begin, unsigned *end,
                               local_refs *refs) {
  enum CXCursorKind k = clang_getCursorKind(def);
  if (k == CXCursor_EnumDecl && !clang_EnumDecl_isScoped(def))
    return CL_REFUSE_LOCAL_ENUM;
  if (k != CXCursor_StructDecl && k != CXCursor_ClassDecl && k != CXCursor_UnionDecl &&
      k != CXCursor_EnumDecl)
    return CL_REFUSE_LOCAL_TYPE;
  const cl_function *fn = w->l->out->enclosing;
  if (w->l->out->dependent || (fn && fn->nclasses) ||
      !clang_equalCursors(clang_getCursorSemanticParent(w->fn),
                          clang_getCursorLexicalParent(w->fn)))
    return CL_REFUSE_LOCAL_CLASS_CONTEXT;
  CXSourceRange r = clang_getCursorExtent(def);
  int plain = plain_offset(w, clang_getRangeStart(r), begin) &&
              plain_offset(w, clang_getRangeEnd(r), end);
  if (clang_Cursor_isAnonymous(def) || !plain)
    return CL_REFUSE_LOCAL_CLASS_UNNAMED;
  if (!clang_equalCursors(clang_getCanonicalCursor(def), def))
    return CL_REFUSE_LOCAL_CLASS_FORWARD;
  const fe_token *after = token_at(w, *end);
  if (!after || !is_tok(after, ";"))
    return CL_REFUSE_LOCAL_CLASS_VARIABLE;
  *refs = (local_refs){.w = w, .begin = *begin, .end = *end};
  clang_visitChildren(def, find_local_ref, refs);
  if (!refs->found)
    clang_visitChildren(def, find_later_ref, refs);
  if (refs->found || directive_before(w->l->file, w->lo->decl_offset, *begin))
    return CL_REFUSE_LOCAL_CLASS_NAMES_FUNCTION;
  return CL_REFUSE_NONE;
}

/* The namespace a local class moves into: named after the class's USR and
 * its function's (cl_usr_in_file: unique across files). */
static const char *hoist_space(lower_walk *w, CXCursor def) {
  const char *usr = fe_cx_string(w->c, clang_getCursorUSR(def));
  const char *fn = cl_usr_in_file(w->c->arena, w->l->out->enclosing, w->c->model->file);
  unsigned long long h = cl_hash_bytes(CL_HASH_SEED, usr, strlen(usr));
  return cl_printf(w->c->arena, "__cudalift_T_%016llx", cl_hash_bytes(h, fn, strlen(fn)));
}

/* The body (or the signature) names `ref`, a class declared in the
 * enclosing function: its definition moves out, and the wrapper names it
 * through a member alias as the function does through its own. */
static void hoist_class(lower_walk *w, CXCursor at, CXCursor ref) {
  if (clang_getCursorKind(ref) == CXCursor_EnumConstantDecl)
    ref = clang_getCursorSemanticParent(ref); /* Mode::B moves with Mode */
  CXCursor def = clang_getCursorDefinition(ref);
  if (clang_getCursorKind(def) == CXCursor_EnumDecl && !clang_EnumDecl_isScoped(def) &&
      w->hoist_depth == 0) {
    /* `enum { has_values = !std::is_same<V, E>::value };`: its enumerators
     * belong to the function, so the wrapper declares the enum again as
     * a member, where they belong to the wrapper and its operator() finds
     * them by the same names (its template parameters are the function's).
     * A local class that names one cannot move (unhoistable). */
    carry_decl(w, def);
    return;
  }
  unsigned begin = 0, end = 0;
  local_refs refs;
  cl_refusal why = clang_Cursor_isNull(def) ? CL_REFUSE_LOCAL_CLASS_UNDEFINED
                                             : unhoistable(w, def, &begin, &end, &refs);
  if (why) {
    unsupported(w, at, why);
    return;
  }
  for (size_t i = 0; i < w->hoisted.len; i++)
    if (((cl_hoist *)w->hoisted.items[i])->begin == begin)
      return;
  /* The local types it names move first; its namespace names them. */
  if (w->hoist_depth > MAX_CLASS_DEPS) {
    unsupported(w, at, CL_REFUSE_LOCAL_CLASSES_NESTED);
    return;
  }
  cl_buf aliases = {0};
  w->hoist_depth++;
  for (size_t i = 0; i < refs.ndeps; i++) {
    CXCursor dep = refs.deps[i];
    if (clang_getCursorKind(dep) == CXCursor_EnumConstantDecl)
      dep = clang_getCursorSemanticParent(dep);
    dep = clang_getCursorDefinition(dep);
    hoist_class(w, at, dep);
    const char *name = fe_cx_string(w->c, clang_getCursorSpelling(dep));
    cl_buf_printf(&aliases, "using %s = %s::%s;\n", name, hoist_space(w, dep), name);
  }
  w->hoist_depth--;
  cl_hoist *h = cl_alloc(w->c->arena, sizeof *h);
  h->name = fe_cx_string(w->c, clang_getCursorSpelling(def));
  h->space = hoist_space(w, def);
  h->aliases = cl_strdup(w->c->arena, cl_buf_str(&aliases));
  cl_buf_free(&aliases);
  h->begin = begin;
  h->end = end;
  h->line = line_of(w->l->file, begin);
  cl_vec_push(&w->hoisted, h);
  carry_item *it = cl_alloc(w->c->arena, sizeof *it);
  *it = (carry_item){begin, {CL_CARRY_MEMBER,
                             cl_printf(w->c->arena, "using %s = %s::%s", h->name, h->space,
                                       h->name), NULL}};
  cl_vec_push(&w->carried, it);
}

/* A private or protected member named in the body, the parameters, the
 * result type or a carried alias (a private member type, or an alias of a
 * public one, XGBoost's `SortPair`): the wrapper reaches it as the class's
 * friend. */
static void note_access(lower_walk *w, CXCursor ref) {
  enum CX_CXXAccessSpecifier a = clang_getCXXAccessSpecifier(ref);
  if (a == CX_CXXPrivate || a == CX_CXXProtected)
    w->lo->reaches_private = 1;
}

static const char *replace_decltype(fe_ctx *c, const char *text, const char *name,
                                    const char *type);
static const char *spelled_before(fe_ctx *c, const fe_lambda *l, unsigned decl_offset,
                                  CXType t);

/* Classes the parameter list and trailing return type name; and
 * `decltype(v)` there, `v` a local variable of the function around the
 * lambda (hypre's reduction BoxLoops: `decltype(sum) &sum`): the wrapper,
 * at namespace scope, cannot name `v`; the type it declares, spelled,
 * says the same. */
static enum CXChildVisitResult visit_signature(CXCursor cur, CXCursor parent,
                                               CXClientData data) {
  (void)parent;
  lower_walk *w = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_CompoundStmt)
    return CXChildVisit_Continue;
  if (k == CXCursor_DeclRefExpr) {
    CXCursor ref = clang_getCursorReferenced(cur);
    enum CXCursorKind rk = clang_getCursorKind(ref);
    cl_loc rl = {0};
    fe_file *rf;
    const char *type;
    if ((rk == CXCursor_VarDecl || rk == CXCursor_ParmDecl) && is_local(ref) &&
        !local_to_a_lambda(ref) &&
        !(fe_location(w->c, clang_getCursorLocation(ref), &rf, &rl) && rf == w->l->file &&
          inside_lambda(w, rl.offset))) {
      const char *name = fe_cx_string(w->c, clang_getCursorSpelling(ref));
      type = spelled_before(w->c, w->l, w->lo->decl_offset, clang_getCursorType(ref));
      /* A type namespace scope cannot spell (`auto q = p + 1;` in a
       * template): the use site, where `v` is in scope, passes
       * `decltype(v)`, and the wrapper names it by a member alias. */
      const char *member =
          type ? NULL : cl_printf(w->c->arena, "__cudalift_u%d", w->type_args);
      const char *params = replace_decltype(w->c, w->lo->params, name, type ? type : member);
      const char *ret =
          replace_decltype(w->c, w->lo->trailing_return, name, type ? type : member);
      if (member && ((params && strcmp(params, w->lo->params)) ||
                     (ret && strcmp(ret, w->lo->trailing_return)))) {
        use_site_type(w, ref, clang_getCursorType(ref), rl.offset,
                      cl_printf(w->c->arena, "decltype(%s)", name), member);
        w->type_args++;
      }
      w->lo->params = params;
      w->lo->trailing_return = ret;
    }
    return CXChildVisit_Recurse;
  }
  if (k == CXCursor_TypeRef || k == CXCursor_TemplateRef) {
    CXCursor ref = clang_getCursorReferenced(cur);
    enum CXCursorKind rk = clang_getCursorKind(ref);
    note_access(w, ref);
    if (k == CXCursor_TemplateRef)
      return CXChildVisit_Recurse;
    if (!clang_Cursor_isNull(ref) && is_local(ref) &&
        (fe_is_class_kind(rk) || rk == CXCursor_EnumDecl))
      hoist_class(w, cur, ref);
    else if (!clang_Cursor_isNull(ref) && is_local(ref) &&
             (rk == CXCursor_TypedefDecl || rk == CXCursor_TypeAliasDecl))
      carry_decl(w, ref); /* `tuple<type_t> desc`: the alias is a member too */
  }
  return CXChildVisit_Recurse;
}

/* Is `ref` the class whose member encloses the lambda?  In a class
 * template, its own name without arguments (the injected class name,
 * `View` in `View<T, N>`'s members) is a record of its own that libclang
 * names by the template's USR. */
static int same_class(CXCursor ref, CXCursor cls) {
  if (clang_equalCursors(ref, cls) ||
      clang_equalCursors(clang_getCursorDefinition(ref), clang_getCursorDefinition(cls)))
    return 1;
  enum CXCursorKind k = clang_getCursorKind(ref);
  if (!fe_is_class_kind(k) || k == CXCursor_ClassTemplatePartialSpecialization)
    return 0;
  CXString a = clang_getCursorUSR(ref), b = clang_getCursorUSR(cls);
  const char *sa = clang_getCString(a), *sb = clang_getCString(b);
  int same = sa && sb && *sa && !strcmp(sa, sb);
  clang_disposeString(a);
  clang_disposeString(b);
  return same;
}

/* 0 when `ref` is none of the classes around the lambda; 1 for the class
 * whose member encloses it (`__Self`); 2, 3, ... for the classes around
 * that one (`__Self1`, `__Self2`, ...), which the wrapper, defined before
 * the outermost of them, cannot name either. */
static int enclosing_class(lower_walk *w, CXCursor ref) {
  int depth = 1;
  for (CXCursor c = w->cls; !clang_Cursor_isNull(c) && fe_is_class_kind(clang_getCursorKind(c));
       c = clang_getCursorSemanticParent(c), depth++)
    if (same_class(ref, c))
      return depth;
  return 0;
}

/* The wrapper's name for the class `depth` (enclosing_class) levels out,
 * recording that the use site must pass it. */
static const char *outer_class_name(lower_walk *w, CXCursor ref, int depth) {
  cl_lowering *lo = w->lo;
  if ((size_t)depth - 1 > lo->nouter) {
    const char **names = cl_alloc(w->c->arena, (size_t)(depth - 1) * sizeof *names);
    for (size_t i = 0; i < lo->nouter; i++)
      names[i] = lo->outer_classes[i];
    CXCursor c = w->cls;
    for (int d = 1; d < depth; d++) {
      c = clang_getCursorSemanticParent(c);
      if ((size_t)d > lo->nouter)
        names[d - 1] = fe_cx_string(w->c, clang_getCursorSpelling(c));
    }
    lo->outer_classes = names;
    lo->nouter = (size_t)depth - 1;
  }
  (void)ref;
  return cl_printf(w->c->arena, "__Self%d", depth - 1);
}

typedef struct template_kinds {
  lower_walk *w;
  cl_buf *out;
  int ok;
} template_kinds;

/* Does the cursor's text hold a `...` (a parameter pack)? */
static int declares_pack(lower_walk *w, CXCursor cur) {
  CXToken *toks;
  unsigned n;
  clang_tokenize(w->c->tu, clang_getCursorExtent(cur), &toks, &n);
  int pack = 0;
  for (unsigned i = 0; i < n && !pack; i++) {
    CXString t = clang_getTokenSpelling(w->c->tu, toks[i]);
    pack = !strcmp(clang_getCString(t), "...");
    clang_disposeString(t);
  }
  clang_disposeTokens(w->c->tu, toks, n);
  return pack;
}

static enum CXChildVisitResult template_kind(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  template_kinds *k = data;
  enum CXCursorKind ck = clang_getCursorKind(cur);
  const char *kind = NULL;
  if (ck == CXCursor_TemplateTypeParameter) {
    kind = "typename";
  } else if (ck == CXCursor_NonTypeTemplateParameter) {
    /* A type of its own (int, bool, size_t), not one of the template's
     * parameters (`template <class T, T v>`). */
    CXType t = clang_getCursorType(cur);
    kind = fe_cx_string(k->w->c, clang_getTypeSpelling(clang_getCanonicalType(t)));
    k->ok &= strpbrk(kind, "<(") == NULL && !strstr(kind, "type-parameter");
  } else if (ck == CXCursor_TemplateTemplateParameter) {
    k->ok = 0;
  } else {
    return CXChildVisit_Continue;
  }
  if (k->ok)
    cl_buf_printf(k->out, "%s%s%s", k->out->len ? ", " : "", kind,
                  declares_pack(k->w, cur) ? "..." : "");
  return CXChildVisit_Continue;
}

/* The enclosing class template `tmpl` (`depth` levels out) named with
 * template arguments in the body (`View<long, 1>` inside View<T, N>):
 * the wrapper, at namespace scope before it, takes it as a template
 * template parameter, `__SelfT<depth>`, and the use site passes the
 * injected name.  NULL where its parameters cannot be spelled so (one
 * whose type is another parameter, a template template parameter). */
static const char *class_template_name(lower_walk *w, CXCursor tmpl, int depth) {
  const char *name = cl_printf(w->c->arena, "__SelfT%d", depth);
  cl_lowering *lo = w->lo;
  if (lo->template_params && strstr(lo->template_params, name))
    return name;
  if (clang_getCursorKind(tmpl) != CXCursor_ClassTemplate)
    return NULL;
  cl_buf kinds = {0};
  template_kinds k = {w, &kinds, 1};
  clang_visitChildren(tmpl, template_kind, &k);
  if (k.ok) {
    lo->template_params = cl_printf(w->c->arena, "%s, template <%s> class %s",
                                    lo->template_params ? lo->template_params : "",
                                    cl_buf_str(&kinds), name);
    lo->template_args = cl_printf(w->c->arena, "%s, %s",
                                  lo->template_args ? lo->template_args : "",
                                  fe_cx_string(w->c, clang_getCursorSpelling(tmpl)));
  }
  cl_buf_free(&kinds);
  return k.ok ? name : NULL;
}

/* Does a name start at `offset` (an operator called on an object,
 * `v[i]`, is referenced at its bracket, by no name)? */
static int starts_name(const fe_file *f, unsigned offset) {
  unsigned char first = offset < f->size ? (unsigned char)f->text[offset] : 'x';
  return isalpha(first) || first == '_' || first >= 0x80;
}

/* The offset past the name at `offset` and the blanks after it. */
static unsigned past_name(const fe_file *f, unsigned offset) {
  unsigned i = offset;
  while (i < f->size && cl_ident_char(f->text[i]))
    i++;
  while (i < f->size && isspace((unsigned char)f->text[i]))
    i++;
  return i;
}

/* Is the name at `offset` followed by template arguments (`View<U, 2>`,
 * another specialization of the class, not the injected name)? */
static int before_template_args(const fe_file *f, unsigned offset) {
  unsigned i = past_name(f, offset);
  return i < f->size && f->text[i] == '<';
}

typedef struct member_named {
  const char *name;
  int value; /* 1: a value, 0: a type, -1: not found */
} member_named;

/* Is `cur` spelled `name`? */
static int spelled(CXCursor cur, const char *name) {
  CXString s = clang_getCursorSpelling(cur);
  int same = !strcmp(clang_getCString(s), name);
  clang_disposeString(s);
  return same;
}

static enum CXChildVisitResult find_member_named(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  member_named *m = data;
  if (!spelled(cur, m->name))
    return CXChildVisit_Continue;
  enum CXCursorKind k = clang_getCursorKind(cur);
  m->value = k == CXCursor_EnumConstantDecl || k == CXCursor_VarDecl ||
             k == CXCursor_FieldDecl || k == CXCursor_CXXMethod || k == CXCursor_FunctionTemplate;
  return CXChildVisit_Break;
}

/* Past the template arguments that start at `i` (a `<`): the offset
 * after the matching `>`, brackets and parentheses inside counted; `i`
 * itself when they do not close. */
static unsigned past_template_args(const fe_file *f, unsigned i) {
  int angle = 0, paren = 0;
  for (unsigned j = i; j < f->size; j++) {
    char ch = f->text[j];
    if (ch == '(' || ch == '[' || ch == '{')
      paren++;
    else if (ch == ')' || ch == ']' || ch == '}') {
      if (--paren < 0)
        return i;
    } else if (paren == 0 && ch == '<')
      angle++;
    else if (paren == 0 && ch == '>' && --angle == 0) {
      j++;
      while (j < f->size && isspace((unsigned char)f->text[j]))
        j++;
      return j;
    } else if (paren == 0 && ch == ';')
      return i;
  }
  return i;
}

/* Does the member type `ref`, named at `at` of the lambda's file, begin a
 * qualified name of a value (`DiagonalPolicy::DIAG_ONE`, an enumerator;
 * a static member of a member class)? */
static int names_value_after(lower_walk *w, CXCursor ref, unsigned at) {
  const fe_file *f = w->l->file;
  unsigned i = past_name(f, at);
  if (i < f->size && f->text[i] == '<') /* `Scaled< D >::factor` */
    i = past_template_args(f, i);
  if (i + 1 >= f->size || f->text[i] != ':' || f->text[i + 1] != ':')
    return 0;
  i += 2;
  while (i < f->size && isspace((unsigned char)f->text[i]))
    i++;
  unsigned b = i;
  while (i < f->size && cl_ident_char(f->text[i]))
    i++;
  if (i == b)
    return 0;
  member_named m = {cl_strndup(w->c->arena, f->text + b, i - b), -1};
  clang_visitChildren(clang_getCursorDefinition(ref), find_member_named, &m);
  return m.value == 1;
}

/* Is the using-declaration `decl` written `using typename ...`? */
static int using_typename(lower_walk *w, CXCursor decl) {
  cl_loc b, e;
  fe_file *f;
  if (!fe_cursor_span(w->c, decl, &f, &b, &e))
    return 0;
  fe_tokens t = fe_tokenize(w->c, f, b.offset, e.offset);
  return t.len > 2 && is_tok(&t.items[0], "using") && is_tok(&t.items[1], "typename");
}

/* How a name of the enclosing class that `ref` is (named unqualified,
 * `before` the token in front of it) is written in the wrapper, if it is
 * one: the class itself (`__Self`), a static member (`__Self::`), a member
 * type (`typename __Self::`).  0 for anything else. */
static int class_member_kind(lower_walk *w, CXCursor ref, const fe_token *before,
                             cl_rewrite_kind *kind) {
  int depth = enclosing_class(w, ref);
  if (depth) {
    *kind = depth == 1 ? CL_RW_CLASS_NAME : CL_RW_TEXT;
    return 1;
  }
  if (!member_of_class(w, ref))
    return 0;
  switch (clang_getCursorKind(ref)) {
  case CXCursor_VarDecl:
  case CXCursor_EnumConstantDecl:
    *kind = CL_RW_CLASS_SCOPE;
    return 1;
  case CXCursor_CXXMethod:
  case CXCursor_FunctionTemplate:
    *kind = CL_RW_CLASS_SCOPE;
    return clang_CXXMethod_isStatic(ref);
  case CXCursor_UsingDeclaration:
    /* `using typename Base::IndexType;` (TNL): a member type taken from a
     * dependent base; other using-declarations name values */
    if (!using_typename(w, ref))
      return 0;
    /* fall through */
  case CXCursor_TypedefDecl:
  case CXCursor_TypeAliasDecl:
  case CXCursor_StructDecl:
  case CXCursor_ClassDecl:
  case CXCursor_UnionDecl:
  case CXCursor_EnumDecl:
  case CXCursor_ClassTemplate:
  case CXCursor_ClassTemplatePartialSpecialization:
  case CXCursor_TypeAliasTemplateDecl:
    /* `typename launch_t::sm_ptx` already says it is a type */
    *kind = before && is_tok(before, "typename") ? CL_RW_CLASS_SCOPE : CL_RW_CLASS_TYPE;
    return 1;
  default:
    return 0;
  }
}

/* A member template of the enclosing class named with its arguments
 * (`EntityType< D >`, an alias template; `Scaled< D >::factor`; a static
 * `make< T >()`): in the wrapper the class is the template parameter
 * `__Self`, so the name needs `template` after `__Self::`, and `typename`
 * in front where the whole names a type.  The text to put before the
 * name, or NULL for a name that is not such a template. */
static const char *member_template_prefix(CXCursor ref, cl_rewrite_kind kind) {
  switch (clang_getCursorKind(ref)) {
  case CXCursor_ClassTemplate:
  case CXCursor_ClassTemplatePartialSpecialization:
  case CXCursor_TypeAliasTemplateDecl:
  case CXCursor_FunctionTemplate:
    break;
  default:
    return NULL;
  }
  if (kind == CL_RW_CLASS_SCOPE)
    return "__Self::template ";
  return kind == CL_RW_CLASS_TYPE ? "typename __Self::template " : NULL;
}

/* A name written right after `X::template ` (`Grid::template
 * Scaled<1>`) is qualified as much as one after `X::`. */
static int after_template_keyword(lower_walk *w, const fe_token *before) {
  if (!before || !is_tok(before, "template"))
    return 0;
  return is_qualifier(token_before(w, before->offset));
}

/* The rewrite that makes the class named at `offset` `__Self` (or an
 * outer one, or a member type of it), if there is one. */
static cl_rewrite *self_rewrite_at(lower_walk *w, unsigned offset) {
  for (size_t i = 0; i < w->rewrites.len; i++) {
    cl_rewrite *r = w->rewrites.items[i];
    if (r->offset == offset && r->length > 0 &&
        (r->kind == CL_RW_CLASS_NAME ||
         (r->kind == CL_RW_TEXT && r->text && !strncmp(r->text, "__Self", 6))))
      return r;
  }
  for (size_t i = 0; i < w->rewrites.len; i++) {
    cl_rewrite *r = w->rewrites.items[i];
    if (r->offset == offset && r->length == 0 &&
        (r->kind == CL_RW_CLASS_TYPE || r->kind == CL_RW_CLASS_SCOPE))
      return r;
  }
  return NULL;
}

/* A name qualified by the enclosing class (`Grid::value_type`,
 * `Grid::EntityType< D >`, `Grid::template Scaled< 1 >::factor`), or by
 * a member type of it: in the wrapper the class is `__Self`, a template
 * parameter, so the qualified name depends on it there. A member
 * template's arguments need `template` before its name, and a qualified
 * name that ends in a type needs `typename` in front.  `before` is the
 * token before the name, `at` its offset. */
static void qualified_by_class(lower_walk *w, CXCursor cur, CXCursor ref, unsigned at,
                               const fe_token *before) {
  int has_template = is_tok(before, "template");
  const fe_token *colons = has_template ? token_before(w, before->offset) : before;
  if (!colons || !is_tok(colons, "::"))
    return;
  unsigned from = colons->offset > 2048 ? colons->offset - 2048 : 0;
  fe_tokens t = fe_tokenize(w->c, w->l->file, from, colons->offset + 1);
  if (!t.len || t.items[t.len - 1].offset != colons->offset)
    return;
  /* back along `A<...>::B::` to the chain's first name */
  size_t i = t.len - 1, start;
  for (;;) {
    if (i == 0)
      return;
    size_t j = i - 1;
    if (is_tok(&t.items[j], ">") || is_tok(&t.items[j], ">>")) {
      int depth = 0;
      for (;; j--) {
        if (is_tok(&t.items[j], ">"))
          depth++;
        else if (is_tok(&t.items[j], ">>"))
          depth += 2;
        else if (is_tok(&t.items[j], "<"))
          depth--;
        if (depth <= 0 || j == 0)
          break;
      }
      if (depth != 0 || j == 0)
        return;
      j--;
    }
    if (t.items[j].kind != CXToken_Identifier)
      return;
    start = j;
    if (j >= 1 && is_tok(&t.items[j - 1], "::"))
      i = j - 1;
    else if (j >= 2 && is_tok(&t.items[j - 1], "template") && is_tok(&t.items[j - 2], "::"))
      i = j - 2;
    else
      break;
  }
  cl_rewrite *self = self_rewrite_at(w, t.items[start].offset);
  if (!self)
    return;
  const fe_file *f = w->l->file;
  int args = before_template_args(f, at);
  if (args && !has_template && member_template_prefix(ref, CL_RW_CLASS_SCOPE))
    add_text_rewrite(w, at, 0, "template ");
  unsigned after = past_name(f, at);
  if (args)
    after = past_template_args(f, after);
  int last = !(after + 1 < f->size && f->text[after] == ':' && f->text[after + 1] == ':');
  enum CXCursorKind ck = clang_getCursorKind(cur);
  /* a type reference (a TypeRef or a class or alias template's
   * TemplateRef), not a value */
  if (!last || (ck != CXCursor_TypeRef && ck != CXCursor_TemplateRef) ||
      clang_getCursorKind(ref) == CXCursor_FunctionTemplate ||
      (start > 0 && is_tok(&t.items[start - 1], "typename")) || self->kind == CL_RW_CLASS_TYPE)
    return;
  if (self->kind == CL_RW_CLASS_NAME) {
    self->kind = CL_RW_TEXT;
    self->text = "typename __Self";
  } else if (self->kind == CL_RW_CLASS_SCOPE) {
    self->kind = CL_RW_CLASS_TYPE;
  } else {
    self->text = cl_printf(w->c->arena, "typename %s", self->text);
  }
}

/* A declaration carried into the wrapper (a local alias) that names
 * members of the enclosing class unqualified (`using Tag =
 * BoxTag<value_type>;`): its tokens `t` get the class's prefix there. */
typedef struct member_names {
  lower_walk *w;
  fe_tokens *t;
} member_names;

static enum CXChildVisitResult qualify_member(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  member_names *mn = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k != CXCursor_TypeRef && k != CXCursor_DeclRefExpr && k != CXCursor_TemplateRef)
    return CXChildVisit_Recurse;
  CXCursor ref = clang_getCursorReferenced(cur);
  unsigned at;
  if (clang_Cursor_isNull(ref) || is_local(ref) ||
      !plain_offset(mn->w, clang_getCursorLocation(cur), &at))
    return CXChildVisit_Recurse;
  for (size_t i = 0; i < mn->t->len; i++) {
    fe_token *tok = &mn->t->items[i];
    if (tok->offset != at)
      continue;
    const fe_token *before = i ? &mn->t->items[i - 1] : NULL;
    cl_rewrite_kind kind;
    if (is_qualifier(before) || (before && is_tok(before, "template")) ||
        !class_member_kind(mn->w, ref, before, &kind) ||
        ((kind == CL_RW_CLASS_NAME || kind == CL_RW_TEXT) && i + 1 < mn->t->len &&
         is_tok(&mn->t->items[i + 1], "<")))
      break;
    const char *tmpl = i + 1 < mn->t->len && is_tok(&mn->t->items[i + 1], "<")
                           ? member_template_prefix(ref, kind)
                           : NULL;
    if (tmpl) {
      tok->text = cl_printf(mn->w->c->arena, "%s%s", tmpl, tok->text);
      break;
    }
    tok->text = kind == CL_RW_TEXT          ? outer_class_name(mn->w, ref, enclosing_class(mn->w, ref))
                : kind == CL_RW_CLASS_NAME  ? "__Self"
                : kind == CL_RW_CLASS_SCOPE ? cl_printf(mn->w->c->arena, "__Self::%s", tok->text)
                                            : cl_printf(mn->w->c->arena, "typename __Self::%s",
                                                        tok->text);
    break;
  }
  return CXChildVisit_Recurse;
}

static void qualify_members(lower_walk *w, CXCursor decl, fe_tokens *t) {
  if (clang_Cursor_isNull(w->cls))
    return;
  member_names mn = {w, t};
  clang_visitChildren(decl, qualify_member, &mn);
}

/* A name the body uses that refers outside of it. */
/* A local variable the body names without capturing it (a constant)
 * is carried into the wrapper.  Returns whether `ref` is such a name: a
 * variable, or a structured binding (`auto [x, y] = p;`, which libclang
 * does not expose as a variable). */
static int carry_local_variable(lower_walk *w, CXCursor cur, CXCursor ref) {
  enum CXCursorKind rk = clang_getCursorKind(ref);
  if (!(rk == CXCursor_VarDecl || rk == CXCursor_ParmDecl ||
        (clang_getCursorKind(cur) == CXCursor_DeclRefExpr && rk != CXCursor_EnumConstantDecl &&
         !is_type_kind(rk) && !fe_is_function_kind(rk))))
    return 0;
  const char *name = fe_cx_string(w->c, clang_getCursorSpelling(ref));
  if (is_captured(w, name))
    return 1;
  /* What the body names is what the user can capture, even when the
   * variable that cannot travel is one its initializer reads. */
  const char *was = w->named;
  if (!was)
    w->named = name;
  carry_decl(w, ref);
  w->named = was;
  return 1;
}

static void visit_reference(lower_walk *w, CXCursor cur, CXCursor ref) {
  enum CXCursorKind rk = clang_getCursorKind(ref);
  unsigned at;
  int plain = plain_offset(w, clang_getCursorLocation(cur), &at);
  cl_loc rl;
  fe_file *rf;
  int ref_here = fe_location(w->c, clang_getCursorLocation(ref), &rf, &rl) && rf == w->l->file;
  if (ref_here && inside_lambda(w, rl.offset))
    return; /* declared in the lambda itself */
  if (!plain) {
    /* A name a macro's expansion spells (`tag##_limit`, a macro's own
     * body): nothing can be rewritten there, but a local constant it
     * names is carried all the same. */
    if (is_local(ref) && !local_to_a_lambda(ref))
      carry_local_variable(w, cur, ref);
    return;
  }
  const fe_token *before = token_before(w, at);
  int qualified = is_qualifier(before) || after_template_keyword(w, before);

  if (fe_is_template_parameter_kind(rk) || rk == CXCursor_FunctionDecl)
    return; /* the wrapper repeats the template parameters */
  if (is_local(ref)) {
    if (carry_local_variable(w, cur, ref))
      return;
    if (rk == CXCursor_TypedefDecl || rk == CXCursor_TypeAliasDecl)
      carry_decl(w, ref);
    else
      hoist_class(w, cur, ref);
    return;
  }
  if (qualified) {
    if (!clang_Cursor_isNull(w->cls) && (is_tok(before, "::") || is_tok(before, "template")))
      qualified_by_class(w, cur, ref, at, before);
    return;
  }
  /* An operator called on an object (`maximum<>{}(a, b)`, `v[i]`) is
   * referenced at its bracket, by no name: another class's member. */
  if (!starts_name(w->l->file, at))
    return;
  cl_rewrite_kind kind;
  if (!class_member_kind(w, ref, before, &kind))
    return;
  if (kind == CL_RW_CLASS_TYPE && names_value_after(w, ref, at))
    kind = CL_RW_CLASS_SCOPE; /* `Policy::ONE`: a value, `typename` would say a type */
  const char *tmpl =
      before_template_args(w->l->file, at) ? member_template_prefix(ref, kind) : NULL;
  if (tmpl) {
    add_text_rewrite(w, at, 0, tmpl);
    return;
  }
  if ((kind == CL_RW_CLASS_NAME || kind == CL_RW_TEXT) && before_template_args(w->l->file, at)) {
    /* The class template itself, with other arguments. */
    const char *name = class_template_name(w, ref, enclosing_class(w, ref));
    CXString spelled = clang_getCursorSpelling(ref);
    unsigned len = (unsigned)strlen(clang_getCString(spelled));
    clang_disposeString(spelled);
    if (name && w->lo->self_class)
      add_text_rewrite(w, at, len, name);
    return;
  }
  if (kind == CL_RW_TEXT) {
    CXString name = clang_getCursorSpelling(ref);
    unsigned len = (unsigned)strlen(clang_getCString(name));
    clang_disposeString(name);
    add_text_rewrite(w, at, len, outer_class_name(w, ref, enclosing_class(w, ref)));
    return;
  }
  add_rewrite(w, kind, at, kind == CL_RW_CLASS_NAME ? (unsigned)strlen(w->lo->self_class) : 0);
}

static enum CXChildVisitResult find_expr(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  *(int *)data |= clang_isExpression(clang_getCursorKind(cur));
  return CXChildVisit_Continue;
}

/* Has the member expression `cur` an object expression of its own? */
static int has_expr_child(CXCursor cur) {
  int found = 0;
  clang_visitChildren(cur, find_expr, &found);
  return found;
}

/* `x` or `Base::x` naming a member through the implicit `this`: the
 * member expression has no `.`/`->` before the member's name. */
static enum CXChildVisitResult find_object(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  int *kind = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (!clang_isExpression(k))
    return CXChildVisit_Continue;
  *kind = k == CXCursor_CXXThisExpr ? 2 : 1;
  return CXChildVisit_Break;
}

/* Has the member expression `cur` an object expression that is not
 * `this`? */
static int object_not_this(CXCursor cur) {
  int kind = 0;
  clang_visitChildren(cur, find_object, &kind);
  return kind == 1;
}

/* `obj.f<T>()` with `obj` a capture: in the wrapper its type is a
 * template parameter, so the member template needs `template` before its
 * name (allowed anywhere since C++11): `obj.template f<T>()`. */
static void mark_member_template(lower_walk *w, unsigned name, unsigned end) {
  fe_tokens t = fe_tokenize(w->c, w->l->file, name, end + 1);
  const fe_token *before = token_before(w, name);
  if (t.len < 3 || !is_tok(&t.items[1], "<") || t.items[0].kind != CXToken_Identifier ||
      !before || !(is_tok(before, ".") || is_tok(before, "->")))
    return;
  cl_rewrite *rw = cl_alloc(w->c->arena, sizeof *rw);
  *rw = (cl_rewrite){CL_RW_TEXT, name, 0, "template "};
  cl_vec_push(&w->rewrites, rw);
}

static void visit_member(lower_walk *w, CXCursor cur) {
  CXSourceRange r = clang_getCursorExtent(cur);
  unsigned start, name, end;
  if (!plain_offset(w, clang_getRangeStart(r), &start) ||
      !plain_offset(w, clang_getCursorLocation(cur), &name)) {
    /* In a macro's expansion: fine with an object of its own
     * (`lo.z` in a loop macro), not through `this`, said or implied. */
    if (!clang_Cursor_isNull(w->cls) && !object_not_this(cur))
      unsupported(w, cur, CL_REFUSE_MACRO_MEMBER);
    return;
  }
  if (plain_offset(w, clang_getRangeEnd(r), &end) && end > name)
    mark_member_template(w, name, end);
  /* An object before the name (`p->x`, `(*this).x`), or one a macro puts
   * there (`ARROW(p, x)` for `p->x`: a comma between): not `this`. */
  fe_tokens t = fe_tokenize(w->c, w->l->file, start, name);
  for (size_t i = 0; i < t.len; i++)
    if (is_tok(&t.items[i], ".") || is_tok(&t.items[i], "->") || is_tok(&t.items[i], "this") ||
        is_tok(&t.items[i], ")") || is_tok(&t.items[i], "]") || is_tok(&t.items[i], ",") ||
        is_tok(&t.items[i], "("))
      return;
  /* In a template, a dependent member expression (`nr.set_value()` with
   * `nr` of a dependent type, `(p + i)->~T()`) is located at its start,
   * not at the member's name: its object is then a child expression. */
  if (name == start && has_expr_child(cur))
    return;
  CXCursor ref = clang_getCursorReferenced(cur);
  if (!clang_Cursor_isNull(ref) && clang_getCursorKind(ref) == CXCursor_CXXMethod &&
      clang_CXXMethod_isStatic(ref))
    return;
  if (!clang_Cursor_isNull(w->cls))
    add_rewrite(w, CL_RW_MEMBER, start, 0);
}

/* `sizeof...(args)` names the enclosing function's parameter pack, which
 * the wrapper does not have; the count is the same for the pack of types
 * it is declared with (`Args... args`, `const Args &... args`), which the
 * wrapper repeats: `sizeof...(Args)`. */
static void visit_sizeof_pack(lower_walk *w, CXCursor cur) {
  CXSourceRange r = clang_getCursorExtent(cur);
  unsigned b, e;
  if (!plain_offset(w, clang_getRangeStart(r), &b) || !plain_offset(w, clang_getRangeEnd(r), &e))
    return;
  fe_tokens t = fe_tokenize(w->c, w->l->file, b, e);
  const fe_token *name = NULL;
  for (size_t i = 0; i + 1 < t.len && !name; i++)
    if (is_tok(&t.items[i], "("))
      name = &t.items[i + 1];
  if (!name || is_captured(w, name->text))
    return;
  CXCursor parm = fe_last_child(w->fn, CXCursor_ParmDecl, name->text);
  if (clang_Cursor_isNull(parm))
    return; /* a template parameter pack: the wrapper has it */
  const char *type = fe_cx_string(w->c, clang_getTypeSpelling(clang_getCursorType(parm)));
  const cl_function *f = w->l->out->enclosing;
  for (size_t i = 0; f && i < f->tparams.len; i++) {
    const cl_tparam *p = &f->tparams.items[i];
    size_t n = strlen(p->name);
    for (const char *q = *p->name && p->pack ? strstr(type, p->name) : NULL; q;
         q = strstr(q + 1, p->name))
      if ((q == type || !cl_ident_char(q[-1])) && !cl_ident_char(q[n])) {
        cl_rewrite *rw = cl_alloc(w->c->arena, sizeof *rw);
        *rw = (cl_rewrite){CL_RW_TEXT, name->offset, (unsigned)strlen(name->text), p->name};
        cl_vec_push(&w->rewrites, rw);
        return;
      }
  }
  unsupported(w, cur, CL_REFUSE_SIZEOF_PACK);
}

/* A lambda in the body that captures a capture of the extended lambda by
 * name (`[base](int v) { return v + base; }`): in the wrapper `base` is a
 * member, which no capture list may name, so the item becomes an
 * init-capture of the member's value, `[base = base]` (`[&base = base]`). */
static void visit_inner_lambda(lower_walk *w, CXCursor cur) {
  unsigned begin, body;
  CXCursor b = fe_lambda_body(cur);
  if (clang_Cursor_isNull(b) || !plain_offset(w, clang_getRangeStart(clang_getCursorExtent(cur)), &begin) ||
      !plain_offset(w, clang_getRangeStart(clang_getCursorExtent(b)), &body))
    return;
  fe_tokens t = fe_tokenize(w->c, w->l->file, begin, body);
  if (!t.len || !is_tok(&t.items[0], "["))
    return;
  int depth = 0;
  size_t item = 1; /* first token of the current item */
  for (size_t i = 1; i < t.len; i++) {
    const fe_token *k = &t.items[i];
    if (is_tok(k, "(") || is_tok(k, "[") || is_tok(k, "{") || is_tok(k, "<"))
      depth++;
    else if (depth && (is_tok(k, ")") || is_tok(k, "]") || is_tok(k, "}") || is_tok(k, ">")))
      depth--;
    else if (!depth && (is_tok(k, ",") || is_tok(k, "]"))) {
      /* The item item..i-1: `name` or `& name`, nothing else. */
      size_t n = i - item, at = item + (n == 2 && is_tok(&t.items[item], "&"));
      if ((n == 1 || at == item + 1) && t.items[at].kind == CXToken_Identifier &&
          strcmp(t.items[at].text, "this") && is_captured(w, t.items[at].text)) {
        cl_rewrite *rw = cl_alloc(w->c->arena, sizeof *rw);
        *rw = (cl_rewrite){CL_RW_TEXT, t.items[at].offset + (unsigned)strlen(t.items[at].text),
                           0, cl_printf(w->c->arena, " = %s", t.items[at].text)};
        cl_vec_push(&w->rewrites, rw);
      }
      if (is_tok(k, "]"))
        return;
      item = i + 1;
    }
  }
}

/* Is the class alias `alias` one of the enclosing class's base classes
 * (the same type as a base specifier's)? */
typedef struct base_match {
  CXType type;
  int found;
} base_match;

static enum CXChildVisitResult find_base(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  base_match *m = data;
  if (clang_getCursorKind(cur) == CXCursor_CXXBaseSpecifier &&
      clang_equalTypes(clang_getCanonicalType(clang_getCursorType(cur)), m->type))
    m->found = 1;
  return CXChildVisit_Continue;
}

/* Is every member of the class (template) `cls` named `name` reached
 * without an object (a static member function or variable, an
 * enumerator, a type)?  0 when none is found or one is not. */
typedef struct static_named {
  const char *name;
  int found, other;
} static_named;

static enum CXChildVisitResult find_static_named(CXCursor cur, CXCursor parent,
                                                 CXClientData data) {
  (void)parent;
  static_named *m = data;
  if (!spelled(cur, m->name))
    return CXChildVisit_Continue;
  enum CXCursorKind k = clang_getCursorKind(cur);
  int without_object = k == CXCursor_VarDecl || k == CXCursor_EnumConstantDecl ||
                       is_type_kind(k) ||
                       ((k == CXCursor_CXXMethod || k == CXCursor_FunctionTemplate) &&
                        clang_CXXMethod_isStatic(cur));
  m->found = 1;
  m->other |= !without_object;
  return CXChildVisit_Continue;
}

static int only_static_members(CXCursor cls, const char *name) {
  enum CXCursorKind k = clang_getCursorKind(cls);
  if (k != CXCursor_ClassTemplate && !fe_is_class_kind(k))
    return 0;
  static_named m = {name, 0, 0};
  clang_visitChildren(clang_getCursorDefinition(cls), find_static_named, &m);
  return m.found && !m.other;
}

static int alias_names_base(lower_walk *w, CXCursor alias) {
  enum CXCursorKind k = clang_getCursorKind(alias);
  if (k != CXCursor_TypedefDecl && k != CXCursor_TypeAliasDecl)
    return 0;
  base_match m = {clang_getCanonicalType(clang_getTypedefDeclUnderlyingType(alias)), 0};
  clang_visitChildren(w->cls, find_base, &m);
  return m.found;
}

/* `base::m` or `base::f(i)` in a template, with `base` a member alias of
 * the enclosing class: clang cannot tell yet what the name is and leaves
 * an unresolved reference, the alias its only child.  Without `typename`
 * before it, C++ reads it as a value.  Where the alias names a dependent
 * base (`using driver_base = Base<D>;`, Kokkos's tests) and the function
 * has a `this`, that is a member reached through the implicit `this`: in
 * the wrapper, through the captured object (`__cudalift_obj.base::m`).
 * Elsewhere (a static member function, an alias of another class such as
 * `using VT = Shape<N>;` with `VT::size()`) it is a static member, named
 * through the class (`__Self::VT::size()`, no `typename`).  Returns 1
 * when it added either rewrite. */
static int dependent_member_access(lower_walk *w, CXCursor cur, CXCursor parent, CXCursor ref) {
  unsigned at;
  cl_rewrite_kind kind;
  if (clang_getCursorKind(cur) != CXCursor_TypeRef || clang_Cursor_isNull(w->cls) ||
      clang_getCursorKind(parent) != CXCursor_DeclRefExpr ||
      !clang_Cursor_isNull(clang_getCursorReferenced(parent)) ||
      !plain_offset(w, clang_getCursorLocation(cur), &at))
    return 0;
  const fe_token *before = token_before(w, at);
  if (is_qualifier(before) || (before && is_tok(before, "typename")))
    return 0;
  if (!class_member_kind(w, ref, before, &kind) || kind != CL_RW_CLASS_TYPE)
    return 0;
  fe_tokens t = fe_tokenize(w->c, w->l->file, at, at + 256 < w->l->file->size
                                                      ? at + 256
                                                      : (unsigned)w->l->file->size);
  if (t.len < 3 || !is_tok(&t.items[1], "::") || t.items[2].kind != CXToken_Identifier)
    return 0;
  enum CXCursorKind fk = clang_getCursorKind(w->fn);
  int has_this = (fk == CXCursor_CXXMethod || fk == CXCursor_FunctionTemplate ||
                  fk == CXCursor_Constructor || fk == CXCursor_Destructor ||
                  fk == CXCursor_ConversionFunction) &&
                 !clang_CXXMethod_isStatic(w->fn);
  /* A static member of the base (`Base::getWarpSize()`, TNL's segments)
   * needs no object either: found in the base's template by its name. */
  int member = has_this && alias_names_base(w, ref) &&
               !only_static_members(
                   clang_getTypeDeclaration(clang_getTypedefDeclUnderlyingType(ref)),
                   t.items[2].text);
  add_rewrite(w, member ? CL_RW_MEMBER : CL_RW_CLASS_SCOPE, at, 0);
  return 1;
}

/* A call of the enclosing class's static member functions, unqualified,
 * that the template leaves unresolved (`twice<int>(e.value())`, `make(x)`
 * with a dependent argument): an overload set, no reference to rewrite.
 * When every function in it is a static member, the wrapper names them
 * through `__Self::` (`__Self::template ` before template arguments). */
static void visit_static_overloads(lower_walk *w, CXCursor cur) {
  unsigned n = clang_getNumOverloadedDecls(cur), at;
  if (!n || clang_Cursor_isNull(w->cls) || !plain_offset(w, clang_getCursorLocation(cur), &at))
    return;
  for (unsigned i = 0; i < n; i++) {
    CXCursor d = clang_getOverloadedDecl(cur, i);
    enum CXCursorKind k = clang_getCursorKind(d);
    if ((k != CXCursor_CXXMethod && k != CXCursor_FunctionTemplate) || !member_of_class(w, d) ||
        !clang_CXXMethod_isStatic(d))
      return;
  }
  const fe_token *before = token_before(w, at);
  if (!starts_name(w->l->file, at) || is_qualifier(before) ||
      (before && (is_tok(before, "template") || is_tok(before, "~"))))
    return;
  if (before_template_args(w->l->file, at))
    add_text_rewrite(w, at, 0, "__Self::template ");
  else
    add_rewrite(w, CL_RW_CLASS_SCOPE, at, 0);
}

static enum CXChildVisitResult visit_body(CXCursor cur, CXCursor parent, CXClientData data) {
  lower_walk *w = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (fe_is_class_kind(k) && k != CXCursor_ClassTemplate)
    return CXChildVisit_Continue; /* a local class has its own `this` */
  unsigned at;
  switch (k) {
  case CXCursor_CXXThisExpr:
    if (plain_offset(w, clang_getCursorLocation(cur), &at) && w->l->file->size >= at + 4 &&
        !strncmp(w->l->file->text + at, "this", 4))
      add_rewrite(w, CL_RW_THIS, at, 4);
    break;
  case CXCursor_MemberRefExpr:
    note_access(w, clang_getCursorReferenced(cur));
    visit_member(w, cur);
    break;
  case CXCursor_OverloadedDeclRef:
    for (unsigned i = 0, n = clang_getNumOverloadedDecls(cur); i < n; i++)
      note_access(w, clang_getOverloadedDecl(cur, i));
    /* In a template, `obj.f<T>()` with a dependent argument: the member
     * expression starts at `obj`, the name is this child. */
    if (clang_getCursorKind(parent) == CXCursor_MemberRefExpr) {
      unsigned name, end;
      if (plain_offset(w, clang_getCursorLocation(cur), &name) &&
          plain_offset(w, clang_getRangeEnd(clang_getCursorExtent(parent)), &end) && end > name)
        mark_member_template(w, name, end);
    } else
      visit_static_overloads(w, cur);
    break;
  case CXCursor_SizeOfPackExpr:
    visit_sizeof_pack(w, cur);
    break;
  case CXCursor_LambdaExpr:
    visit_inner_lambda(w, cur);
    break;
  case CXCursor_DeclRefExpr:
  case CXCursor_TypeRef:
  case CXCursor_TemplateRef: {
    CXCursor ref = clang_getCursorReferenced(cur);
    note_access(w, ref);
    if (!clang_Cursor_isNull(ref) && !dependent_member_access(w, cur, parent, ref))
      visit_reference(w, cur, ref);
    break;
  }
  default:
    break;
  }
  return CXChildVisit_Recurse;
}

/* ---- declarations that travel with the body ---- */

/* A constant initialized with parentheses (`const int n( 4 );`, TNL's
 * examples) cannot be written so as a member: `n(4)` there declares a
 * function.  Its text, declared `text`, with `= (4)` for a value of
 * arithmetic, enumeration or pointer type and one initializer, else
 * `{...}`; other texts as they are. */
static const char *member_initializer(lower_walk *w, CXCursor decl, const char *text) {
  const char *name = fe_cx_string(w->c, clang_getCursorSpelling(decl));
  size_t n = strlen(name);
  const char *at = NULL, *open = NULL;
  for (const char *q = text; *name && (q = strstr(q, name)) != NULL; q += n) {
    const char *p = q + n;
    while (*p == ' ')
      p++;
    if ((q == text || !cl_ident_char(q[-1])) && *p == '(')
      at = q, open = p;
  }
  if (!at)
    return text;
  const char *args = open + 1, *end = args + strlen(args);
  int depth = 0, comma = 0;
  for (const char *p = args; p < end; p++) {
    if (*p == '(' || *p == '[' || *p == '{')
      depth++;
    else if ((*p == ')' || *p == ']' || *p == '}') && depth-- == 0) {
      end = p; /* the initializer's own ')' */
      break;
    } else if (*p == ',' && !depth)
      comma = 1;
  }
  while (end > args && end[-1] == ' ')
    end--;
  CXType t = clang_getCanonicalType(clang_getCursorType(decl));
  int scalar = (t.kind >= CXType_Bool && t.kind <= CXType_LongDouble) || t.kind == CXType_Enum ||
               t.kind == CXType_Pointer;
  return cl_printf(w->c->arena, "%.*s%s%s%.*s%s", (int)(at - text), text, name,
                   scalar && !comma ? " = (" : "{", (int)(end - args), args,
                   scalar && !comma ? ")" : "}");
}

static const char *decl_text(lower_walk *w, CXCursor decl, unsigned *offset) {
  cl_loc b, e, name;
  fe_file *f;
  if (!fe_cursor_span(w->c, decl, &f, &b, &e) || f != w->l->file)
    return NULL;
  *offset = b.offset;
  fe_tokens t = fe_tokenize(w->c, f, b.offset, e.offset);
  if (clang_getCursorKind(decl) == CXCursor_VarDecl)
    spell_vars_by_type(w, decl, &t, 1);
  qualify_members(w, decl, &t);
  /* The second declarator of `static constexpr int VDIM = 2, DIM = 2;`
   * (MFEM's kernels): its extent starts at the shared specifiers and runs
   * through the first declarator.  Its own text is the specifiers (up to
   * the first declarator's name, without its `*` or `&`) and its own
   * declarator; its place is its name's. */
  if (clang_getCursorKind(decl) == CXCursor_VarDecl &&
      fe_location(w->c, clang_getCursorLocation(decl), NULL, &name) && name.offset > b.offset) {
    size_t at = t.len, comma = t.len, first = t.len;
    for (size_t i = 0, depth = 0; i < t.len; i++) {
      if (t.items[i].offset == name.offset)
        at = i;
      if (is_tok(&t.items[i], "(") || is_tok(&t.items[i], "[") || is_tok(&t.items[i], "{") ||
          is_tok(&t.items[i], "<"))
        depth++;
      else if ((is_tok(&t.items[i], ")") || is_tok(&t.items[i], "]") ||
                is_tok(&t.items[i], "}") || is_tok(&t.items[i], ">")) && depth)
        depth--;
      else if (!depth && i < at && is_tok(&t.items[i], ","))
        comma = i;
      if (first == t.len && t.items[i].kind == CXToken_Identifier && i + 1 < t.len &&
          (is_tok(&t.items[i + 1], "=") || is_tok(&t.items[i + 1], ",") ||
           is_tok(&t.items[i + 1], "[") || is_tok(&t.items[i + 1], "{")))
        first = i;
    }
    if (at < t.len && comma < at && first < comma) {
      size_t spec = first;
      while (spec > 0 && (is_tok(&t.items[spec - 1], "*") || is_tok(&t.items[spec - 1], "&") ||
                          is_tok(&t.items[spec - 1], "&&")))
        spec--;
      fe_tokens own = {cl_alloc(w->c->arena, (spec + t.len - comma) * sizeof *own.items), 0};
      for (size_t i = 0; i < spec; i++)
        own.items[own.len++] = t.items[i];
      for (size_t i = comma + 1; i < t.len; i++)
        own.items[own.len++] = t.items[i];
      *offset = name.offset;
      return fe_join_tokens(w->c, own.items, own.len);
    }
  }
  return fe_join_tokens(w->c, t.items, t.len);
}

/* A variable an alias may name in an unevaluated operand; constants stay
 * (they travel as static constexpr members and may be array bounds). */
static int alias_names_var(lower_walk *w, CXCursor ref) {
  enum CXCursorKind rk = clang_getCursorKind(ref);
  if ((rk != CXCursor_VarDecl && rk != CXCursor_ParmDecl) || !is_local(ref))
    return 0;
  if (rk == CXCursor_ParmDecl || !clang_isConstQualifiedType(clang_getCursorType(ref)))
    return 1;
  /* A const local whose value is not a constant (`const long n =
   * box.size();`) cannot travel as one either; one declared constexpr
   * is a constant even when a template's parameters decide its value
   * (`constexpr auto block = R::block_size;`), which clang cannot
   * compute before instantiation. */
  CXEvalResult v = clang_Cursor_Evaluate(ref);
  if (v) {
    clang_EvalResult_dispose(v);
    return 0;
  }
  cl_loc b, e, name;
  fe_file *f;
  if (fe_cursor_span(w->c, ref, &f, &b, &e) &&
      fe_location(w->c, clang_getCursorLocation(ref), NULL, &name) && name.offset > b.offset) {
    fe_tokens t = fe_tokenize(w->c, f, b.offset, name.offset);
    for (size_t i = 0; i < t.len; i++)
      if (is_tok(&t.items[i], "constexpr"))
        return 0;
  }
  return 1;
}

/* Local variables named inside a type alias (`using R =
 * decltype(fetch(0, 0));`): an unevaluated operand, so the alias needs only
 * their types.  Offsets of the references, with the variables. */
typedef struct alias_vars {
  lower_walk *w;
  cl_vec at;   /* unsigned* offsets */
  cl_vec vars; /* CXCursor* */
} alias_vars;

static enum CXChildVisitResult find_alias_vars(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  alias_vars *v = data;
  if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr)
    return CXChildVisit_Recurse;
  CXCursor ref = clang_getCursorReferenced(cur);
  unsigned at;
  if (alias_names_var(v->w, ref) && plain_offset(v->w, clang_getCursorLocation(cur), &at)) {
    unsigned *o = cl_alloc(v->w->c->arena, sizeof *o);
    CXCursor *c = cl_alloc(v->w->c->arena, sizeof *c);
    *o = at;
    *c = ref;
    cl_vec_push(&v->at, o);
    cl_vec_push(&v->vars, c);
  }
  /* `std::decay_t<decltype(s)>::bits` names `s` in its qualifier. */
  return CXChildVisit_Recurse;
}

/* Does the alias name a local variable whose type namespace scope
 * cannot spell (`using Q = std::remove_pointer_t<decltype(q)>;`, `q` an
 * `auto` local of a template)?  Then the alias itself travels: the use
 * site, where it is in scope, passes it. */
static int alias_needs_use_site(lower_walk *w, CXCursor decl) {
  alias_vars v = {w, {0}, {0}};
  clang_visitChildren(decl, find_alias_vars, &v);
  int needs = 0;
  for (size_t i = 0; i < v.vars.len && !needs; i++) {
    CXType t = clang_getCursorType(*(CXCursor *)v.vars.items[i]);
    /* As declared: the wrapper repeats the templates' parameters, so
     * `const Fetch &` spells the same there. */
    needs = unspellable_type(fe_cx_string(w->c, clang_getTypeSpelling(t)));
  }
  cl_vec_free(&v.at);
  cl_vec_free(&v.vars);
  return needs;
}

/* Where `offset` stands in a vector of unsigned* offsets, or -1. */
static long offset_index(const cl_vec *offsets, unsigned offset) {
  for (size_t i = 0; i < offsets->len; i++)
    if (*(unsigned *)offsets->items[i] == offset)
      return (long)i;
  return -1;
}

/* Does the token open an operand that is never evaluated? */
static int opens_unevaluated(const fe_token *t) {
  return is_tok(t, "decltype") || is_tok(t, "sizeof") || is_tok(t, "alignof") ||
         is_tok(t, "__alignof__") || is_tok(t, "noexcept") || is_tok(t, "typeid");
}

/* Each local variable `decl`'s tokens name replaced by what needs no
 * variable: `decltype(v)` by v's declared type, any other `v` by an
 * lvalue of that type (`::cudalift::lvalue_of<T>()`, declared, never
 * defined).  The wrapper repeats the function's template parameters, so
 * the types spell the same there.  With `unevaluated_only`, only names
 * inside `decltype(...)`, `sizeof`, `alignof`, `noexcept(...)` or
 * `typeid(...)`: a constant's initializer may ask such an operand about
 * a variable (`constexpr int n = sizeof(buf) / sizeof(buf[0]);`), and
 * nothing else of a variable that is not a constant.  Each name replaced
 * is noted in `w->typed_refs` (not carried itself).  Returns how many. */
static size_t spell_vars_by_type(lower_walk *w, CXCursor decl, fe_tokens *t,
                                 int unevaluated_only) {
  alias_vars v = {w, {0}, {0}};
  clang_visitChildren(decl, find_alias_vars, &v);
  size_t done = 0;
  /* Which tokens stand in an unevaluated operand, read before any is
   * rewritten (`decltype(v)` loses its parentheses). */
  unsigned char *unevaluated = cl_alloc(w->c->arena, t->len + 1);
  unsigned char flags[64]; /* per open parenthesis: the state outside it */
  size_t depth = 0;
  int inside = 0;
  for (size_t i = 0; i < t->len; i++) {
    const fe_token *k = &t->items[i];
    if (is_tok(k, "(")) {
      if (depth < sizeof flags)
        flags[depth] = (unsigned char)inside;
      depth++;
      inside = inside || (i > 0 && opens_unevaluated(&t->items[i - 1]));
    } else if (is_tok(k, ")") && depth) {
      depth--;
      inside = depth < sizeof flags ? flags[depth] : inside;
    }
    unevaluated[i] = (unsigned char)(inside || (i > 0 && is_tok(&t->items[i - 1], "sizeof")));
  }
  for (size_t i = 0; v.at.len && i < t->len; i++) {
    const fe_token *k = &t->items[i];
    long at = k->kind == CXToken_Identifier ? offset_index(&v.at, k->offset) : -1;
    if (at < 0 || (unevaluated_only && !unevaluated[i]))
      continue;
    CXCursor var = *(CXCursor *)v.vars.items[at];
    const char *type = fe_cx_string(w->c, clang_getTypeSpelling(clang_getCursorType(var)));
    /* The type as declared may name local aliases and classes of its
     * own (`ReduceData<value_type> d;`): they travel too. */
    clang_visitChildren(var, visit_signature, w);
    if (i >= 2 && i + 1 < t->len && is_tok(&t->items[i - 1], "(") &&
        is_tok(&t->items[i - 2], "decltype") && is_tok(&t->items[i + 1], ")")) {
      t->items[i - 2].text = cl_printf(w->c->arena, "::cudalift::id_t<%s>", type);
      t->items[i - 1].text = t->items[i + 1].text = "";
      t->items[i].text = "";
    } else {
      t->items[i].text = cl_printf(w->c->arena, "::cudalift::lvalue_of<%s>()", type);
    }
    unsigned *o = cl_alloc(w->c->arena, sizeof *o);
    *o = k->offset;
    cl_vec_push(&w->typed_refs, o);
    done++;
  }
  cl_vec_free(&v.at);
  cl_vec_free(&v.vars);
  return done;
}

/* The alias with each local variable it names spelled by its type
 * (spell_vars_by_type): an alias's operands are all unevaluated.  NULL
 * when the alias names no local variable. */
static const char *alias_text_without_vars(lower_walk *w, CXCursor decl, unsigned *offset) {
  cl_loc b, e;
  fe_file *f;
  if (!fe_cursor_span(w->c, decl, &f, &b, &e) || f != w->l->file)
    return NULL;
  fe_tokens t = fe_tokenize(w->c, f, b.offset, e.offset);
  if (!spell_vars_by_type(w, decl, &t, 0))
    return NULL;
  *offset = b.offset;
  qualify_members(w, decl, &t);
  return fe_join_tokens(w->c, t.items, t.len);
}

static int already_carried(lower_walk *w, unsigned offset) {
  for (size_t i = 0; i < w->carried.len; i++)
    if (((carry_item *)w->carried.items[i])->offset == offset)
      return 1;
  return 0;
}

static enum CXChildVisitResult visit_carried(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  lower_walk *w = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  unsigned at;
  if (k == CXCursor_TypeRef || k == CXCursor_TemplateRef || k == CXCursor_DeclRefExpr)
    note_access(w, clang_getCursorReferenced(cur));
  if (k == CXCursor_DeclRefExpr || k == CXCursor_TypeRef) {
    CXCursor ref = clang_getCursorReferenced(cur);
    if (!clang_Cursor_isNull(ref) && is_local(ref)) {
      enum CXCursorKind rk = clang_getCursorKind(ref);
      if (fe_is_class_kind(rk) || rk == CXCursor_EnumDecl)
        hoist_class(w, cur, ref);
      else if (k == CXCursor_DeclRefExpr && w->visiting_alias && alias_names_var(w, ref))
        ; /* an alias names only its type (alias_text_without_vars) */
      else if (k == CXCursor_DeclRefExpr && plain_offset(w, clang_getCursorLocation(cur), &at) &&
               offset_index(&w->typed_refs, at) >= 0)
        ; /* a constant's unevaluated operand names only its type */
      else
        carry_decl(w, ref);
    }
  }
  return CXChildVisit_Recurse;
}

/* `t`'s canonical spelling when a wrapper placed at `decl_offset` of `l`'s
 * file can write it: no local, private, closure, unnamed or dependent
 * type, and no class declared after that place; else NULL. */
static const char *spelled_before(fe_ctx *c, const fe_lambda *l, unsigned decl_offset,
                                  CXType t) {
  t = clang_getCanonicalType(t);
  const char *name = fe_cx_string(c, clang_getTypeSpelling(t));
  if (t.kind == CXType_Invalid || fe_hidden_type(c, t).name ||
      fe_type_latest_decl(c, t, l->file->file) > decl_offset || unspellable_type(name))
    return NULL;
  return name;
}

/* A type alias a macro declares (`using scalar_t = ...;` inside
 * PyTorch's AT_DISPATCH): its text is the macro's, not the file's; the
 * type it names, spelled, says the same.  NULL when that cannot be
 * spelled where the wrapper goes. */
static const char *macro_alias_text(lower_walk *w, CXCursor decl) {
  enum CXCursorKind k = clang_getCursorKind(decl);
  unsigned at;
  if ((k != CXCursor_TypedefDecl && k != CXCursor_TypeAliasDecl) ||
      plain_offset(w, clang_getCursorLocation(decl), &at))
    return NULL;
  const char *type = spelled_before(w->c, w->l, w->lo->decl_offset,
                                    clang_getTypedefDeclUnderlyingType(decl));
  if (!type)
    return NULL;
  return cl_printf(w->c->arena, "using %s = ::cudalift::id_t<%s>",
                   fe_cx_string(w->c, clang_getCursorSpelling(decl)),
                   cl_global_names(w->c->arena, type));
}

/* A macro's alias whose type depends on the enclosing template: its
 * canonical spelling still names a template's parts. */
static int dependent_macro_alias(lower_walk *w, CXCursor decl) {
  enum CXCursorKind k = clang_getCursorKind(decl);
  unsigned at;
  if ((k != CXCursor_TypedefDecl && k != CXCursor_TypeAliasDecl) ||
      plain_offset(w, clang_getCursorLocation(decl), &at) || !w->l->out->dependent)
    return 0;
  const char *s = fe_cx_string(w->c, clang_getTypeSpelling(clang_getCanonicalType(
                                         clang_getTypedefDeclUnderlyingType(decl))));
  return strstr(s, "decltype(") || cl_starts_with(s, "typename ") || strstr(s, "type-parameter-");
}

/* A local declaration's text without the word `static` among its
 * specifiers (before its `=`), or NULL when it has none there. */
static const char *without_static(fe_ctx *c, const char *text) {
  const char *eq = strchr(text, '=');
  size_t head = eq ? (size_t)(eq - text) : strlen(text);
  for (size_t i = 0; i + 6 <= head; i++)
    if (!strncmp(text + i, "static", 6) && (i == 0 || !cl_ident_char(text[i - 1])) &&
        !cl_ident_char(text[i + 6])) {
      size_t after = i + 6;
      while (text[after] == ' ' || text[after] == '\t')
        after++;
      return cl_printf(c->arena, "%.*s%s", (int)i, text, text + after);
    }
  return NULL;
}

/* A constant whose initializer evaluates a variable that is not a
 * constant (`constexpr int n = box.size();`, `box` a local object): the
 * wrapper cannot read the variable, but an integral constant outside any
 * template has a value clang computes, and travels as that value.  NULL
 * otherwise (or when every such variable is in an unevaluated operand,
 * spelled by its type). */
static const char *evaluated_constant_text(lower_walk *w, CXCursor decl) {
  alias_vars v = {w, {0}, {0}};
  clang_visitChildren(decl, find_alias_vars, &v);
  int reads = 0;
  for (size_t i = 0; i < v.at.len; i++)
    reads |= offset_index(&w->typed_refs, *(unsigned *)v.at.items[i]) < 0;
  cl_vec_free(&v.at);
  cl_vec_free(&v.vars);
  CXType t = clang_getCursorType(decl);
  enum CXTypeKind k = clang_getCanonicalType(t).kind;
  if (!reads || k < CXType_Bool || k > CXType_Int128)
    return NULL;
  CXEvalResult r = clang_Cursor_Evaluate(decl);
  if (!r)
    return NULL;
  const char *text = NULL;
  if (clang_EvalResult_getKind(r) == CXEval_Int) {
    const char *type = fe_cx_string(w->c, clang_getTypeSpelling(t));
    const char *name = fe_cx_string(w->c, clang_getCursorSpelling(decl));
    text = k == CXType_Bool
               ? cl_printf(w->c->arena, "%s %s = %s", type, name,
                           clang_EvalResult_getAsLongLong(r) ? "true" : "false")
           : clang_EvalResult_isUnsignedInt(r)
               ? cl_printf(w->c->arena, "%s %s = %lluu", type, name,
                           clang_EvalResult_getAsUnsigned(r))
               : cl_printf(w->c->arena, "%s %s = %lld", type, name,
                           clang_EvalResult_getAsLongLong(r));
  }
  clang_EvalResult_dispose(r);
  return text;
}

static void carry_decl(lower_walk *w, CXCursor decl) {
  unsigned offset;
  int by_value = 0; /* carried as the value clang computed */
  enum CXCursorKind dk = clang_getCursorKind(decl);
  if (dependent_macro_alias(w, decl) ||
      ((dk == CXCursor_TypedefDecl || dk == CXCursor_TypeAliasDecl) &&
       alias_needs_use_site(w, decl))) {
    cl_loc at;
    if (!fe_location(w->c, clang_getCursorLocation(decl), NULL, &at) ||
        already_carried(w, at.offset))
      return;
    const char *name = fe_cx_string(w->c, clang_getCursorSpelling(decl));
    use_site_type(w, decl, clang_getTypedefDeclUnderlyingType(decl), at.offset, name, name);
    return;
  }
  const char *text = macro_alias_text(w, decl);
  w->lo->macro_alias |= text != NULL;
  if (text) {
    cl_loc at;
    if (fe_location(w->c, clang_getCursorLocation(decl), NULL, &at))
      offset = at.offset;
    else
      text = NULL;
  } else if (!plain_offset(w, clang_getCursorLocation(decl), &offset)) {
    unsupported(w, decl, CL_REFUSE_MACRO_LOCAL_DECL);
    return;
  } else {
    text = dk == CXCursor_TypedefDecl || dk == CXCursor_TypeAliasDecl
               ? alias_text_without_vars(w, decl, &offset)
               : NULL;
    if (!text)
      text = decl_text(w, decl, &offset);
    const char *value = text && dk == CXCursor_VarDecl ? evaluated_constant_text(w, decl) : NULL;
    if (value)
      text = value, by_value = 1;
  }
  if (!text) {
    unsupported(w, decl, CL_REFUSE_LOCAL_DECL);
    return;
  }
  if (already_carried(w, offset))
    return;
  carry_item *it = cl_alloc(w->c->arena, sizeof *it);
  it->offset = offset;
  it->carry.text = text;
  enum CXCursorKind k = clang_getCursorKind(decl);
  if (k == CXCursor_TypedefDecl || k == CXCursor_TypeAliasDecl || k == CXCursor_EnumDecl) {
    it->carry.kind = CL_CARRY_MEMBER;
  } else if (k == CXCursor_VarDecl &&
             clang_isConstQualifiedType(clang_getCursorType(decl)) &&
             (by_value || clang_Cursor_hasVarDeclGlobalStorage(decl) == 0 ||
              (text = without_static(w->c, text)) != NULL)) {
    /* A constant the body reads without capturing it (not an odr-use),
     * `static const int n = 25;` and `constexpr static int n = 3;` too: a
     * static constexpr member says the same inside the wrapper. */
    it->carry.kind = CL_CARRY_STATIC;
    /* `auto constexpr n = 3;` says constexpr after the type. */
    const char *eq = strchr(text, '=');
    const char *head = eq ? cl_strndup(w->c->arena, text, (size_t)(eq - text)) : text;
    int says = cl_mentions_word(head, "constexpr", strlen("constexpr"));
    text = member_initializer(w, decl, text);
    it->carry.text = cl_printf(w->c->arena, "static %s%s", says ? "" : "constexpr ", text);
    CXType vt = clang_getCanonicalType(clang_getCursorType(decl));
    if (vt.kind != CXType_ConstantArray && vt.kind != CXType_IncompleteArray &&
        vt.kind != CXType_DependentSizedArray && vt.kind != CXType_VariableArray)
      it->carry.name = fe_cx_string(w->c, clang_getCursorSpelling(decl));
  } else {
    const char *name =
        w->named ? w->named : fe_cx_string(w->c, clang_getCursorSpelling(decl));
    if (!w->lo->obstacle) { /* the first reason stays, as in unsupported() */
      w->lo->obstacle = CL_REFUSE_UNCAPTURED_LOCAL;
      w->lo->obstacle_name = name;
      w->lo->obstacle_loc = w->l->out->begin;
    }
    return;
  }
  cl_vec_push(&w->carried, it);
  int was = w->visiting_alias;
  w->visiting_alias = it->carry.kind == CL_CARRY_MEMBER && k != CXCursor_EnumDecl;
  if (!by_value)
    clang_visitChildren(decl, visit_carried, w);
  w->visiting_alias = was;
}

/* using-directives, using-declarations and namespace aliases written in
 * the enclosing function before the lambda hold for its body too. */
static enum CXChildVisitResult visit_usings(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  lower_walk *w = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_LambdaExpr)
    return CXChildVisit_Continue;
  if (k == CXCursor_UsingDirective || k == CXCursor_UsingDeclaration ||
      k == CXCursor_NamespaceAlias) {
    unsigned offset;
    const char *text = decl_text(w, cur, &offset);
    if (text && offset < w->l->out->begin.offset && !already_carried(w, offset)) {
      carry_item *it = cl_alloc(w->c->arena, sizeof *it);
      *it = (carry_item){offset, {CL_CARRY_BODY, text, NULL}};
      cl_vec_push(&w->carried, it);
    }
    return CXChildVisit_Continue;
  }
  return CXChildVisit_Recurse;
}

static int by_carry_offset(const void *pa, const void *pb) {
  const carry_item *a = *(carry_item *const *)pa, *b = *(carry_item *const *)pb;
  return a->offset < b->offset ? -1 : a->offset > b->offset;
}

static int by_rewrite_offset(const void *pa, const void *pb) {
  const cl_rewrite *a = *(cl_rewrite *const *)pa, *b = *(cl_rewrite *const *)pb;
  return a->offset < b->offset ? -1 : a->offset > b->offset;
}

static void finish(lower_walk *w) {
  cl_lowering *lo = w->lo;
  cl_sort(w->rewrites.items, w->rewrites.len, sizeof(void *), by_rewrite_offset);
  lo->rewrites = cl_alloc(w->c->arena, (w->rewrites.len + 1) * sizeof *lo->rewrites);
  for (size_t i = 0; i < w->rewrites.len; i++)
    lo->rewrites[i] = *(cl_rewrite *)w->rewrites.items[i];
  lo->nrewrites = w->rewrites.len;
  cl_sort(w->carried.items, w->carried.len, sizeof(void *), by_carry_offset);
  lo->carried = cl_alloc(w->c->arena, (w->carried.len + 1) * sizeof *lo->carried);
  for (size_t i = 0; i < w->carried.len; i++)
    lo->carried[i] = ((carry_item *)w->carried.items[i])->carry;
  lo->ncarried = w->carried.len;
  lo->hoisted = cl_alloc(w->c->arena, (w->hoisted.len + 1) * sizeof *lo->hoisted);
  for (size_t i = 0; i < w->hoisted.len; i++) {
    cl_hoist *h = &lo->hoisted[i];
    *h = *(cl_hoist *)w->hoisted.items[i];
    /* using-directives and the like before the class hold in its body too. */
    cl_buf usings = {0};
    for (size_t k = 0; k < lo->ncarried; k++)
      if (lo->carried[k].kind == CL_CARRY_BODY &&
          ((carry_item *)w->carried.items[k])->offset < h->begin)
        cl_buf_printf(&usings, "%s;\n", lo->carried[k].text);
    h->aliases = cl_printf(w->c->arena, "%s%s", cl_buf_str(&usings), h->aliases);
    cl_buf_free(&usings);
  }
  lo->nhoisted = w->hoisted.len;
  cl_vec_free(&w->rewrites);
  cl_vec_free(&w->carried);
  cl_vec_free(&w->hoisted);
  cl_vec_free(&w->typed_refs);
}

/* A __device__ lambda's call operator has no body on the host side of
 * nvcc's compilation: a deduced return type would read as void there.
 * The type clang deduced answers host queries as nvcc's own lambda does,
 * when it can be spelled where the wrapper goes (no local or private
 * type, no class declared after that place). */
static void read_deduced_return(fe_ctx *c, fe_lambda *l, cl_lowering *lo) {
  const cl_lambda *out = l->out;
  if (out->trailing_return || out->generic || out->dependent || out->space != CL_SPACE_DEVICE)
    return;
  CXType r = clang_getResultType(clang_getCursorType(l->op));
  const char *name = spelled_before(c, l, lo->decl_offset, r);
  if (clang_getCanonicalType(r).kind != CXType_Auto && name && !strstr(name, "auto"))
    lo->deduced_return = name;
}

/* The parameters' names, for a static function that forwards them; none
 * where one has no name or may be a pack (inside a template). */
static void read_param_names(fe_ctx *c, fe_lambda *l, cl_lowering *lo) {
  if (l->out->generic || l->out->dependent || clang_getCursorKind(l->op) != CXCursor_CXXMethod)
    return;
  int n = clang_Cursor_getNumArguments(l->op);
  if (n < 0)
    return;
  const char **names = cl_alloc(c->arena, ((size_t)n + 1) * sizeof *names);
  for (int i = 0; i < n; i++) {
    names[i] = fe_cx_string(c, clang_getCursorSpelling(clang_Cursor_getArgument(l->op, (unsigned)i)));
    if (!*names[i])
      return;
  }
  lo->param_names = names;
  lo->nparams = (size_t)n;
}

/* `text` with each `decltype(name)` (any spacing) replaced by `type`. */
static const char *replace_decltype(fe_ctx *c, const char *text, const char *name,
                                    const char *type) {
  if (!text || !strstr(text, "decltype"))
    return text;
  cl_buf b = {0};
  size_t len = strlen(name);
  for (const char *q = text; *q;) {
    const char *r = q;
    if (!strncmp(q, "decltype", 8) && (q == text || !cl_ident_char(q[-1]))) {
      r += 8;
      while (*r == ' ')
        r++;
      if (*r++ == '(') {
        while (*r == ' ')
          r++;
        if (!strncmp(r, name, len) && !cl_ident_char(r[len])) {
          r += len;
          while (*r == ' ')
            r++;
          if (*r == ')') {
            cl_buf_printf(&b, "::cudalift::id_t<%s>", type);
            q = r + 1;
            continue;
          }
        }
      }
    }
    cl_buf_putc(&b, *q++);
  }
  const char *out = cl_strdup(c->arena, cl_buf_str(&b));
  cl_buf_free(&b);
  return out;
}

void fe_lowering_info(fe_ctx *c, fe_lambda *l, const fe_introducer *in, CXCursor fn) {
  cl_lowering *lo = cl_alloc(c->arena, sizeof *lo);
  l->out->lowering = lo;
  lower_walk w = {.c = c, .l = l, .lo = lo, .fn = fn, .cls = clang_getNullCursor()};
  lo->in_main_file = fe_same_file(l->file->file, c->main_file) != 0;
  lo->body_line = line_of(l->file, l->out->body_offset);
  unsigned use_end;
  if (fe_lambda_in_macro_use(c, l, &use_end, lo->macro_mid)) {
    /* The whole lambda comes from one macro use (`ADDER(5)`, `FOR(n, i,
     * { ... })`): the use is what gets replaced, the body comes from the
     * macro's expansion. */
    lo->macro_end = use_end;
  } else if (l->out->body_offset <= l->out->begin.offset) {
    unsupported(&w, l->expr, CL_REFUSE_MACRO_UNREADABLE);
    return;
  }
  if (!in->ok) {
    unsupported(&w, l->expr, CL_REFUSE_INTRODUCER_UNREADABLE);
    return;
  }
  l->macro_shared = in->macro_shared; /* decided by fe_macro_shared, once all are known */
  l->macro_toks = in->macro_toks;
  l->macro_ntoks = in->macro_ntoks;
  l->macro_from = in->macro_from;
  l->macro_to = in->macro_to;
  lo->macro_before = in->macro_before;
  lo->macro_after = in->macro_after;
  read_class(&w);
  read_declarator(&w, in);
  read_placement(&w);
  read_deduced_return(c, l, lo);
  read_param_names(c, l, lo);
  CXCursor body = fe_lambda_body(l->expr);
  if (!clang_Cursor_isNull(body))
    clang_visitChildren(body, visit_body, &w);
  clang_visitChildren(l->op, visit_signature, &w);
  clang_visitChildren(fn, visit_usings, &w);
  finish(&w);
}

/* Blanks, comments and line continuations from t[i]; where they end. */
static size_t skip_blanks(const char *t, size_t e, size_t i) {
  for (;;) {
    if (i < e && (t[i] == ' ' || t[i] == '\t'))
      i++;
    else if (i + 1 < e && t[i] == '\\' && t[i + 1] == '\n')
      i += 2;
    else if (i + 2 < e && t[i] == '\\' && t[i + 1] == '\r' && t[i + 2] == '\n')
      i += 3;
    else if (i + 1 < e && t[i] == '/' && t[i + 1] == '*') {
      size_t k = i + 2;
      while (k + 1 < e && !(t[k] == '*' && t[k + 1] == '/'))
        k++;
      if (k + 1 >= e)
        return e;
      i = k + 2;
    } else {
      return i;
    }
  }
}

/* The name an #include directive in t[b, e) writes, with its quotes or
 * brackets: 0 when it names a macro instead. */
static int include_name(const char *t, size_t e, size_t b, cl_span *name) {
  if (!t)
    return 0;
  size_t i = skip_blanks(t, e, b);
  if (i < e && t[i] == '#')
    i = skip_blanks(t, e, i + 1);
  while (i < e && cl_ident_char(t[i]))
    i++;
  i = skip_blanks(t, e, i);
  char close = i < e && t[i] == '<' ? '>' : i < e && t[i] == '"' ? '"' : 0;
  size_t k = i + 1;
  while (close && k < e && t[k] != close && t[k] != '\n')
    k++;
  if (!close || k >= e || t[k] != close)
    return 0;
  *name = (cl_span){(unsigned)i, (unsigned)(k + 1 - i)};
  return 1;
}

void fe_record_include(fe_ctx *c, CXCursor directive) {
  cl_loc at, end;
  fe_file *includer;
  if (!fe_cursor_span(c, directive, &includer, &at, &end))
    return;
  CXFile target = clang_getIncludedFile(directive);
  if (!target)
    return;
  /* The file name: one string literal, or everything from '<' to '>',
   * read from the text (lexing every header that includes one would cost
   * more than the rest of the walk). */
  cl_span name;
  if (!include_name(includer->text, end.offset < includer->size ? end.offset : includer->size,
                    at.offset, &name))
    return; /* #include MACRO: left as it is */
  cl_include *inc = cl_alloc(c->arena, sizeof *inc);
  inc->includer = includer->name;
  inc->name = name;
  inc->target = fe_cx_string(c, clang_getFileName(target));
  CXString real = clang_File_tryGetRealPathName(target);
  const char *rp = clang_getCString(real);
  inc->target_real = cl_strdup(c->arena, rp && *rp ? rp : inc->target);
  clang_disposeString(real);
  fe_file *tf = fe_file_of(c, target);
  inc->target_is_user = tf != NULL;
  if (tf)
    inc->target = tf->name;
  cl_vec_push(&c->includes, inc);
}

/* A lambda in the middle of a macro use's expansion is lowered by
 * replacing the whole use.  Where the use writes several extended lambdas
 * (Ginkgo's `GKO_KERNEL_REDUCE_SUM(T)`: an operator, a finalizer and the
 * identity), the replacement is the expansion with each of them turned
 * into its wrapper's construction: each one's macro_before becomes the
 * text since the one before it, and the last one's macro_after the rest
 * (lower.c puts the parts together).  Other lambdas of the use (AMReX's
 * host loop next to its device loop) stay as text.  When a part cannot be
 * made (one of them is not lowered, the expansions differ), each is
 * refused. */
static int same_use(const fe_lambda *a, const fe_lambda *b) {
  return a->out->extended && a->file == b->file && a->out->begin.offset == b->out->begin.offset;
}

static int split_use(fe_ctx *c, fe_lambda **part, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const cl_lowering *lo = part[i]->out->lowering;
    if (!lo || !part[i]->macro_toks || part[i]->macro_ntoks != part[0]->macro_ntoks ||
        (i && part[i]->macro_from < part[i - 1]->macro_to))
      return 0;
  }
  const fe_token *t = part[0]->macro_toks;
  for (size_t i = 0, from = 0; i < n; i++) {
    cl_lowering *lo = part[i]->out->lowering;
    lo->macro_before = fe_join_tokens(c, t + from, part[i]->macro_from - from);
    lo->macro_after = i + 1 == n ? fe_join_tokens(c, t + part[i]->macro_to,
                                                  part[i]->macro_ntoks - part[i]->macro_to)
                                 : NULL;
    lo->macro_part = (unsigned)i;
    lo->macro_parts = (unsigned)n;
    from = part[i]->macro_to;
  }
  return 1;
}

void fe_macro_shared(fe_ctx *c) {
  for (size_t i = 0; i < c->lambdas.len; i++) {
    fe_lambda *l = c->lambdas.items[i];
    cl_lowering *lo = l->out->lowering;
    if (!l->macro_shared || !lo || lo->obstacle || lo->macro_parts)
      continue;
    /* the use's extended lambdas, in the expansion's order */
    size_t n = 0;
    for (size_t k = 0; k < c->lambdas.len; k++)
      n += same_use(c->lambdas.items[k], l);
    if (n < 2)
      continue;
    fe_lambda **part = cl_alloc(c->arena, n * sizeof *part);
    n = 0;
    for (size_t k = 0; k < c->lambdas.len; k++)
      if (same_use(c->lambdas.items[k], l)) {
        size_t at = n++;
        fe_lambda *o = c->lambdas.items[k];
        for (; at && part[at - 1]->macro_from > o->macro_from; at--)
          part[at] = part[at - 1];
        part[at] = o;
      }
    if (split_use(c, part, n))
      continue;
    for (size_t k = 0; k < n; k++) {
      cl_lowering *po = part[k]->out->lowering;
      if (!po || po->obstacle)
        continue;
      po->obstacle = CL_REFUSE_MACRO_SHARED;
      if (!fe_location(c, clang_getCursorLocation(part[k]->expr), NULL, &po->obstacle_loc))
        po->obstacle_loc = part[k]->out->begin;
    }
  }
}
