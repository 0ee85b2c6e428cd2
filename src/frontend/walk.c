/* walk.c - one pass over the user's part of the AST: finds every lambda
 * (once, even where clang shows a declaration twice) and every
 * `if constexpr` body, in source order.  Filtering by file happens only at
 * the top level; below it a per-node filter would hide lambdas reached
 * through implicit nodes that carry no user location. */
#define _GNU_SOURCE /* memmem */
#include <string.h>

#include "fe_internal.h"

/* The closure's call operator: a CXXMethod, or a FunctionTemplate for a
 * generic lambda. */
static enum CXChildVisitResult find_operator(CXCursor cur, CXCursor parent,
                                             CXClientData data) {
  (void)parent;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_CXXMethod || k == CXCursor_FunctionTemplate) {
    CXString s = clang_getCursorSpelling(cur);
    int is_call = strcmp(clang_getCString(s), "operator()") == 0;
    clang_disposeString(s);
    if (is_call) {
      *(CXCursor *)data = cur;
      return CXChildVisit_Break;
    }
  }
  return CXChildVisit_Continue;
}

/* Returns the lambda (new, or the same one reached before), or NULL
 * outside the user's files. */
static fe_lambda *add_lambda(fe_ctx *c, CXCursor expr) {
  cl_loc begin;
  fe_file *file;
  if (!fe_location(c, clang_getRangeStart(clang_getCursorExtent(expr)), &file, &begin))
    return NULL;
  /* One macro use may make several lambdas (its definition's); a macro
   * argument it expands twice makes one lambda twice. */
  CXFile spelled_in;
  unsigned spelled_at;
  clang_getSpellingLocation(clang_getRangeStart(clang_getCursorExtent(expr)), &spelled_in, NULL,
                            NULL, &spelled_at);
  for (size_t i = 0; i < c->lambdas.len; i++) {
    fe_lambda *o = c->lambdas.items[i];
    if (o->file == file && o->out->begin.offset == begin.offset && o->spelled_at == spelled_at &&
        fe_same_file(o->spelled_in, spelled_in)) {
      if (!clang_equalCursors(o->expr, expr) &&
          !clang_equalCursors(clang_getTypeDeclaration(clang_getCursorType(expr)), o->closure))
        o->expansions++; /* a macro argument expanded again */
      return o; /* the same lambda reached twice */
    }
  }
  fe_lambda *l = cl_alloc(c->arena, sizeof *l);
  l->out = cl_alloc(c->arena, sizeof *l->out);
  l->expr = expr;
  l->file = file;
  l->spelled_in = spelled_in;
  l->spelled_at = spelled_at;
  l->out->begin = begin;
  l->out->spelled_offset = spelled_at;
  l->out->parent = -1;
  l->out->ns_decl_offset = -1;
  l->expansions = 1;
  cl_loc end;
  if (fe_location(c, clang_getRangeEnd(clang_getCursorExtent(expr)), NULL, &end))
    l->out->end_offset = end.offset;
  l->closure = clang_getTypeDeclaration(clang_getCursorType(expr));
  l->op = clang_getNullCursor();
  clang_visitChildren(l->closure, find_operator, &l->op);
  l->out->in_if_constexpr = c->if_constexpr_depth > 0;
  l->out->index = c->lambdas.len; /* discovery order until finish_lambdas */
  cl_vec_push(&c->lambdas, l);
  fe_index_operator(c, l);
  return l;
}

static enum CXChildVisitResult visit(CXCursor cur, CXCursor parent, CXClientData data);

static void visit_children(fe_ctx *c, CXCursor cur) {
  clang_visitChildren(cur, visit, c);
}

/* In `if constexpr (cond) A else B`, A and B are the constexpr blocks. */
static enum CXChildVisitResult visit_if_parts(CXCursor cur, CXCursor parent,
                                              CXClientData data) {
  (void)parent;
  fe_ctx *c = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (clang_isStatement(k) && k != CXCursor_DeclStmt) {
    fe_push_span(c, &c->constexpr_ifs, cur);
    c->if_constexpr_depth++;
    visit(cur, parent, data);
    c->if_constexpr_depth--;
    return CXChildVisit_Continue;
  }
  return visit(cur, parent, data);
}

/* Visits the children of a function, lambda or call with uses.c's notion
 * of where they are updated, and restores it afterwards. */
static void visit_inside(fe_ctx *c, CXCursor cur, fe_lambda *lambda) {
  fe_lambda *owner_lambda = c->owner_lambda;
  cl_space owner_space = c->owner_space;
  CXCursor call = c->call, owner_fn = c->owner_fn;
  int has_owner_fn = c->has_owner_fn;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_CallExpr) {
    c->call = cur;
  } else if (k == CXCursor_LambdaExpr) {
    c->owner_lambda = lambda;
  } else {
    c->owner_lambda = NULL;
    c->owner_space = fe_space_of_annotations(fe_annotations(cur));
    c->owner_fn = cur;
    c->has_owner_fn = 1;
  }
  visit_children(c, cur);
  c->owner_lambda = owner_lambda;
  c->owner_space = owner_space;
  c->call = call;
  c->owner_fn = owner_fn;
  c->has_owner_fn = has_owner_fn;
}

static enum CXChildVisitResult visit(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  fe_ctx *c = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  fe_lambda *l = k == CXCursor_LambdaExpr ? add_lambda(c, cur) : NULL;
  fe_note_use(c, cur);
  if (k == CXCursor_LambdaExpr) {
    if (l) {
      visit_inside(c, cur, l);
      return CXChildVisit_Continue;
    }
  } else if (k == CXCursor_IfStmt && fe_is_constexpr_if(c, cur)) {
    fe_push_span(c, &c->constexpr_if_stmts, cur);
    clang_visitChildren(cur, visit_if_parts, c);
    return CXChildVisit_Continue;
  } else if (k == CXCursor_CallExpr || fe_is_function_kind(k)) {
    if (k != CXCursor_CallExpr) {
      fe_note_function(c, cur);
      CXCursor body = c->device_pass ? clang_getNullCursor()
                                     : fe_last_child(cur, CXCursor_CompoundStmt, NULL);
      if (!clang_Cursor_isNull(body))
        fe_push_span(c, &c->function_spans, body);
    }
    visit_inside(c, cur, NULL);
    return CXChildVisit_Continue;
  }
  visit_children(c, cur);
  return CXChildVisit_Continue;
}

/* In a header the walk leaves out (quiet.c): the __device__ and
 * __global__ functions among its declarations, for calls.c; no body. */
static enum CXChildVisitResult visit_quiet(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (fe_is_function_kind(k)) {
    fe_note_function(data, cur);
    return CXChildVisit_Continue;
  }
  return k == CXCursor_Namespace || k == CXCursor_LinkageSpec || k == CXCursor_UnexposedDecl ||
                 fe_is_class_kind(k)
             ? CXChildVisit_Recurse
             : CXChildVisit_Continue;
}

static void copy_cursor(fe_ctx *c, cl_vec *v, CXCursor cur) {
  CXCursor *copy = cl_alloc(c->arena, sizeof *copy);
  *copy = cur;
  cl_vec_push(v, copy);
}

typedef struct place_search {
  CXFile file;
  CXSourceLocation at;
  int left; /* cursors still to look at */
} place_search;

static enum CXChildVisitResult find_written(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  place_search *s = data;
  if (s->left-- <= 0)
    return CXChildVisit_Break;
  CXSourceLocation at = clang_getCursorLocation(cur);
  if (fe_written_in(at, s->file, NULL)) {
    s->at = at;
    s->left = -1;
    return CXChildVisit_Break;
  }
  return CXChildVisit_Recurse;
}

/* A place written in file `f` near declaration `cur` (its name, its first
 * token, one of its first few descendants'), in *at when found: it tells
 * where the file starts with no search through the unit's source map
 * (ast.c).  A header whose declarations all begin with a macro (a
 * library's namespace-opening macro) has its first one's name in the
 * macro's definition. */
static void written_place(CXCursor cur, CXFile f, CXSourceLocation *at) {
  if (fe_written_in(*at, f, NULL))
    return;
  CXSourceLocation first = clang_getRangeStart(clang_getCursorExtent(cur));
  if (fe_written_in(first, f, NULL)) {
    *at = first;
    return;
  }
  place_search s = {f, *at, 64};
  clang_visitChildren(cur, find_written, &s);
  *at = s.at;
}

/* Top-level declarations come in runs from one header, so the last
 * file's verdict answers most of them without a search.  clang visits
 * the preprocessing record first, then the declarations. */
static enum CXChildVisitResult visit_top(CXCursor cur, CXCursor parent,
                                         CXClientData data) {
  fe_ctx *c = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_InclusionDirective || k == CXCursor_MacroDefinition) {
    /* Their names are written in the file: where it starts, for a file
     * with no declaration written there (ast.c). */
    CXSourceLocation at = clang_getCursorLocation(cur);
    CXFile f;
    clang_getFileLocation(at, &f, NULL, NULL, NULL);
    if (f && f != c->hinted_file) {
      c->hinted_file = f;
      fe_file_hint(c, f, at);
    }
  }
  if (k == CXCursor_InclusionDirective) {
    /* Read after the walk: reading it now would rank the includer's file
     * before the declarations of the header it includes. */
    copy_cursor(c, &c->include_cursors, cur);
    return CXChildVisit_Continue;
  }
  if (k == CXCursor_MacroDefinition) {
    if (!c->walk_every_file && !c->macros_read)
      fe_note_macro(c, cur);
    return CXChildVisit_Continue;
  }
  if (k == CXCursor_MacroExpansion || fe_implicit_instantiation(cur))
    return CXChildVisit_Continue;
  c->macros_read |= !c->walk_every_file;
  CXFile f;
  CXSourceLocation at = clang_getCursorLocation(cur);
  clang_getFileLocation(at, &f, NULL, NULL, NULL);
  if (!f)
    return CXChildVisit_Continue;
  if (f != c->last_file) {
    c->last_file = f;
    if (!fe_file_start_known(c, f))
      written_place(cur, f, &at);
    fe_file *ff = fe_file_at(c, f, &at);
    c->last_user = !ff ? 0 : fe_walks_file(c, ff) ? 1 : 2;
  }
  if (c->last_user == 2)
    return visit_quiet(cur, parent, data);
  return c->last_user ? visit(cur, parent, data) : CXChildVisit_Continue;
}

/* Classification waits for the whole walk: captures need every
 * `if constexpr` body, and discovery order puts parents first. */
void fe_walk(fe_ctx *c) {
  clang_visitChildren(clang_getTranslationUnitCursor(c->tu), visit_top, c);
  c->macros_read |= !c->walk_every_file;
  /* Every file but the quiet ones has its skipped branches. */
  for (size_t i = 0; i < c->files.len; i++) {
    fe_file *f = c->files.items[i];
    if (f->quiet != 1)
      fe_read_skipped(c, f);
  }
  c->walk_done = 1;
  for (size_t i = 0; i < c->lambdas.len; i++)
    fe_classify(c, c->lambdas.items[i]);
  fe_macro_shared(c);
}
