/* capture.c - the closure's members in layout order: explicit captures as
 * written, then implicit ones in first-use order.  Where clang has built
 * the closure (non-dependent code) its fields are the truth and cudalift's
 * own walk is only used to name them; inside templates and generic
 * lambdas clang defers implicit captures, so the walk decides, with an
 * odr-use approximation (constants read by value are not captured). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

/* A variable (or `this`) the body uses from outside the lambda. */
typedef struct cand {
  CXCursor var;        /* VarDecl / ParmDecl; null cursor for `this` */
  int is_this;
  int odr;             /* at least one use is an odr-use (approximation) */
  unsigned first;      /* offset of the first use (odr-use when there is one) */
  unsigned mention;    /* offset of the first mention, odr-use or not */
  int mentioned_odr;   /* `first` is an odr-use */
} cand;

/* One mention of a candidate, for naming clang's fields by position. */
typedef struct use {
  unsigned offset;
  size_t cand;
} use;

typedef struct cap_walk {
  fe_ctx *c;
  fe_lambda *l;
  cand *items;
  size_t len, cap;
  use *uses;
  size_t nuses, cap_uses;
  unsigned cur_offset; /* offset of the cursor being visited */
} cap_walk;

static int is_local_var(cap_walk *w, CXCursor var) {
  enum CXCursorKind k = clang_getCursorKind(var);
  if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl)
    return 0;
  enum CX_StorageClass sc = clang_Cursor_getStorageClass(var);
  if (sc == CX_SC_Static || sc == CX_SC_Extern)
    return 0;
  if (!fe_is_function_kind(clang_getCursorKind(clang_getCursorSemanticParent(var))))
    return 0;
  /* Declared in the lambda's own operator() (or deeper): not a capture,
   * wherever a macro puts it (a range-for's hidden `__begin` inside a
   * lambda whose body a macro's replacement writes). */
  CXCursor p = clang_getCursorSemanticParent(var);
  for (int depth = 0; depth < 16 && !clang_Cursor_isNull(p) &&
                      !clang_isTranslationUnit(clang_getCursorKind(p));
       depth++, p = clang_getCursorSemanticParent(p))
    if (clang_equalCursors(p, w->l->op))
      return 0;
  cl_loc at;
  fe_file *f;
  if (!fe_location(w->c, clang_getCursorLocation(var), &f, &at))
    return 0;
  /* Declared inside this lambda: its own parameter or local. */
  return !(f == w->l->file && at.offset >= w->l->out->begin.offset &&
           at.offset < w->l->out->end_offset);
}

static int integral_or_enum(CXType t) {
  t = clang_getCanonicalType(t);
  return (t.kind >= CXType_Bool && t.kind <= CXType_Int128) || t.kind == CXType_Enum;
}

/* Usable in constant expressions: constexpr, or a const integral/enum
 * variable with a constant initialiser.  Reading such a variable is not an
 * odr-use, so it is not captured. */
static int constant_var(fe_ctx *c, CXCursor var) {
  if (clang_getCursorKind(var) != CXCursor_VarDecl)
    return 0;
  CXType t = clang_getCursorType(var);
  if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
    return 0;
  if (fe_cursor_has_token(c, var, "constexpr"))
    return 1;
  if (!clang_isConstQualifiedType(t) || !integral_or_enum(t))
    return 0;
  CXEvalResult r = clang_Cursor_Evaluate(var);
  if (!r)
    return 0;
  clang_EvalResult_dispose(r);
  return 1;
}

/* A copy of a constant the wrapper can hand on as a template argument
 * (integral or enum), so its body still reads a constant. */
static int constant_capture(fe_ctx *c, CXCursor var) {
  return !clang_Cursor_isNull(var) && constant_var(c, var) &&
         integral_or_enum(clang_getCursorType(var));
}

static void record_use(cap_walk *w, size_t cand_index) {
  w->uses = cl_arena_grow(w->c->arena, w->uses, w->nuses, &w->cap_uses, sizeof *w->uses);
  w->uses[w->nuses++] = (use){w->cur_offset, cand_index};
}

static void note_use(cap_walk *w, CXCursor var, int is_this, int odr) {
  for (size_t i = 0; i < w->len; i++) {
    cand *k = &w->items[i];
    if (is_this ? k->is_this : (!k->is_this && clang_equalCursors(k->var, var))) {
      if (odr && !k->odr) {
        k->odr = 1;
        k->first = w->cur_offset;
      }
      record_use(w, i);
      return;
    }
  }
  record_use(w, w->len);
  w->items = cl_arena_grow(w->c->arena, w->items, w->len, &w->cap, sizeof *w->items);
  w->items[w->len++] = (cand){.var = var, .is_this = is_this, .odr = odr,
                              .first = w->cur_offset, .mention = w->cur_offset};
}

static enum CXChildVisitResult count_children(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)cur;
  (void)parent;
  ++*(unsigned *)data;
  return CXChildVisit_Break;
}

static int is_member_decl(CXCursor d) {
  enum CXCursorKind k = clang_getCursorKind(d);
  if (k == CXCursor_FieldDecl)
    return 1;
  return (k == CXCursor_CXXMethod || k == CXCursor_FunctionTemplate) &&
         !clang_CXXMethod_isStatic(d);
}

/* ---- what a lambda's subtree uses, read once ----
 * Every lambda with a capture default walks its body, nested lambdas
 * included; at every level of a nest that would visit the inner bodies
 * again (2,000 nested `[=]` lambdas: two million cursors, and libclang's
 * visitor is the cost).  So the uses inside a nested lambda's subtree are
 * read once, in visiting order, and kept by its cursor: a walk that meets
 * the lambda replays them instead of entering it, with the same offsets,
 * so the captures come out as a full walk gives them. */

/* One use, as the walk meets it. */
typedef struct cap_event {
  CXCursor var;        /* the variable; null for `this` */
  unsigned offset;     /* the walk's offset at the use */
  unsigned char is_this, var_ref, addr_of, call; /* a VariableRef; its parent takes
                                                    the address; its parent is a call */
} cap_event;

typedef struct memo_entry {
  CXCursor lambda;     /* a LambdaExpr */
  cap_event *events;
  size_t nevents;
  unsigned end_offset; /* the walk's offset after the subtree */
} memo_entry;

typedef struct cap_memo {
  memo_entry **slots;  /* open addressing by clang_hashCursor */
  size_t cap, len;
} cap_memo;

typedef struct collect {
  fe_ctx *c;
  cap_event *events;
  size_t len, cap;
  unsigned cur_offset;
} collect;

static const memo_entry *subtree_uses(fe_ctx *c, CXCursor lambda, unsigned offset);

static void push_event(collect *k, cap_event e) {
  k->events = cl_arena_grow(k->c->arena, k->events, k->len, &k->cap, sizeof *k->events);
  k->events[k->len++] = e;
}

/* Notes one cursor's use, if it is one; returns how to go on. */
static enum CXChildVisitResult read_use(fe_ctx *c, CXCursor cur, CXCursor parent,
                                        unsigned *cur_offset, collect *k) {
  enum CXCursorKind kind = clang_getCursorKind(cur);
  cl_loc at;
  if (fe_location(c, clang_getCursorLocation(cur), NULL, &at))
    *cur_offset = at.offset;
  if (kind == CXCursor_UnaryExpr) /* sizeof, alignof: unevaluated */
    return CXChildVisit_Continue;
  if (kind == CXCursor_LambdaExpr) {
    const memo_entry *m = subtree_uses(c, cur, *cur_offset);
    for (size_t i = 0; i < m->nevents; i++)
      push_event(k, m->events[i]);
    *cur_offset = m->end_offset;
    return CXChildVisit_Continue;
  }
  if (kind == CXCursor_DeclRefExpr || kind == CXCursor_VariableRef) {
    enum CXCursorKind pk = clang_getCursorKind(parent);
    push_event(k, (cap_event){clang_getCursorReferenced(cur), *cur_offset, 0,
                              kind == CXCursor_VariableRef,
                              pk == CXCursor_UnaryOperator &&
                                  clang_getCursorUnaryOperatorKind(parent) == CXUnaryOperator_AddrOf,
                              pk == CXCursor_CallExpr});
  } else if (kind == CXCursor_CXXThisExpr) {
    push_event(k, (cap_event){clang_getNullCursor(), *cur_offset, 1, 0, 0, 0});
  } else if (kind == CXCursor_MemberRefExpr) {
    unsigned n = 0;
    clang_visitChildren(cur, count_children, &n);
    if (n == 0 && is_member_decl(clang_getCursorReferenced(cur)))
      push_event(k, (cap_event){clang_getNullCursor(), *cur_offset, 1, 0, 0, 0});
  }
  return CXChildVisit_Recurse;
}

static enum CXChildVisitResult collect_uses(CXCursor cur, CXCursor parent, CXClientData data) {
  collect *k = data;
  return read_use(k->c, cur, parent, &k->cur_offset, k);
}

static memo_entry **memo_slot(cap_memo *m, CXCursor lambda) {
  size_t i = clang_hashCursor(lambda) & (m->cap - 1);
  while (m->slots[i] && !clang_equalCursors(m->slots[i]->lambda, lambda))
    i = (i + 1) & (m->cap - 1);
  return &m->slots[i];
}

/* The uses of the nested lambda `lambda`'s subtree (the LambdaExpr's
 * children, as a walk of an enclosing body visits them), the walk's
 * offset at the lambda being `offset`. */
static const memo_entry *subtree_uses(fe_ctx *c, CXCursor lambda, unsigned offset) {
  cap_memo *m = c->cap_memo;
  if (!m)
    m = c->cap_memo = cl_alloc(c->arena, sizeof *m);
  if (m->cap) {
    memo_entry *e = *memo_slot(m, lambda);
    if (e)
      return e;
  }
  collect k = {.c = c, .cur_offset = offset};
  clang_visitChildren(lambda, collect_uses, &k);
  memo_entry *e = cl_alloc(c->arena, sizeof *e);
  *e = (memo_entry){lambda, k.events, k.len, k.cur_offset};
  if (2 * (m->len + 1) > m->cap) {
    cap_memo old = *m;
    m->cap = old.cap ? 2 * old.cap : 64;
    m->slots = cl_alloc(c->arena, m->cap * sizeof *m->slots);
    for (size_t i = 0; i < old.cap; i++)
      if (old.slots[i])
        *memo_slot(m, old.slots[i]->lambda) = old.slots[i];
  }
  *memo_slot(m, lambda) = e;
  m->len++;
  return e;
}

/* One use met by this lambda's walk (directly, or replayed from a nested
 * lambda's subtree).  Is a use of a constant an odr-use?  Taking its
 * address is; binding it to a reference parameter is, in resolved calls
 * (non-dependent code shows an implicit conversion between a by-value
 * argument and its call). */
static void take_event(cap_walk *w, const cap_event *e) {
  w->cur_offset = e->offset;
  if (e->is_this) {
    note_use(w, clang_getNullCursor(), 1, 1);
  } else if (is_local_var(w, e->var)) {
    int odr = e->var_ref || !constant_var(w->c, e->var) || e->addr_of ||
              (e->call && !w->l->out->dependent);
    note_use(w, e->var, 0, odr);
  }
}

static enum CXChildVisitResult walk_uses(CXCursor cur, CXCursor parent, CXClientData data) {
  cap_walk *w = data;
  collect k = {.c = w->c};
  enum CXChildVisitResult go = read_use(w->c, cur, parent, &w->cur_offset, &k);
  for (size_t i = 0; i < k.len; i++)
    take_event(w, &k.events[i]);
  if (clang_getCursorKind(cur) == CXCursor_LambdaExpr) {
    const memo_entry *m = subtree_uses(w->c, cur, 0); /* kept: the same entry */
    w->cur_offset = m->end_offset;
  }
  return go;
}

/* ---- closure fields, where clang computed them ---- */

typedef struct fields {
  CXType *types;
  unsigned *offsets;  /* where clang placed each field: its capture's first use */
  size_t len, cap;
  cl_arena *arena;
} fields;

static enum CXVisitorResult collect_field(CXCursor f, CXClientData data) {
  fields *fs = data;
  size_t cap = fs->cap;
  fs->types = cl_arena_grow(fs->arena, fs->types, fs->len, &cap, sizeof *fs->types);
  fs->offsets = cl_arena_grow(fs->arena, fs->offsets, fs->len, &fs->cap, sizeof *fs->offsets);
  unsigned off = 0;
  clang_getFileLocation(clang_getCursorLocation(f), NULL, NULL, NULL, &off);
  fs->offsets[fs->len] = off;
  fs->types[fs->len++] = clang_getCursorType(f);
  return CXVisit_Continue;
}

static CXType non_ref(CXType t) {
  if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
    return clang_getPointeeType(t);
  return t;
}

/* Does closure field type `f` hold candidate `k` captured as `kind`? */
static int field_matches(CXType f, const cand *k, cl_capture_kind kind) {
  f = clang_getCanonicalType(f);
  if (k->is_this)
    return f.kind == CXType_Pointer;
  CXType v = clang_getCanonicalType(non_ref(clang_getCursorType(k->var)));
  if (kind == CL_CAP_REF) {
    if (f.kind != CXType_LValueReference)
      return 0;
    f = clang_getCanonicalType(clang_getPointeeType(f));
  }
  /* Qualifiers differ where an inner lambda captures an outer closure's
   * copy: `const int &` for a variable declared `int`. */
  return clang_equalTypes(clang_getUnqualifiedType(f), clang_getUnqualifiedType(v));
}

static const char *type_name(fe_ctx *c, CXType t) {
  return fe_cx_string(c, clang_getTypeSpelling(t));
}

static const char *class_pointer(fe_ctx *c, fe_lambda *l, int star) {
  const cl_function *fn = l->out->enclosing;
  if (!fn || fn->nclasses == 0)
    return "";
  const char *name = fn->classes[fn->nclasses - 1].name;
  return star ? name : cl_printf(c->arena, "%s *", name);
}

static int is_pack_var(fe_ctx *c, CXCursor var) {
  const char *t = fe_cx_string(c, clang_getTypeSpelling(clang_getCursorType(var)));
  size_t n = strlen(t);
  return n >= 3 && !strcmp(t + n - 3, "...");
}

/* Implicit DeclRefExpr children that clang places at the capture default:
 * the variables an [=] lambda captures, in capture order. */
typedef struct default_refs {
  fe_ctx *c;
  unsigned at;
  cl_vec vars; /* CXCursor* */
} default_refs;

static enum CXChildVisitResult find_default_refs(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  default_refs *d = data;
  if (clang_getCursorKind(cur) == CXCursor_CompoundStmt)
    return CXChildVisit_Break;
  CXCursor ref = cur;
  if (clang_getCursorKind(cur) == CXCursor_UnexposedExpr) {
    /* the reference may sit under an implicit conversion */
    return CXChildVisit_Recurse;
  }
  cl_loc at;
  if (clang_getCursorKind(ref) == CXCursor_DeclRefExpr &&
      fe_location(d->c, clang_getCursorLocation(ref), NULL, &at) && at.offset == d->at) {
    CXCursor *copy = cl_alloc(d->c->arena, sizeof *copy);
    *copy = clang_getCursorReferenced(ref);
    cl_vec_push(&d->vars, copy);
  }
  return CXChildVisit_Continue;
}

static int explicitly_named(const fe_introducer *in, fe_ctx *c, const cand *k) {
  for (size_t i = 0; i < in->nitems; i++) {
    const fe_capture_item *it = &in->items[i];
    int this_item = it->kind == CL_CAP_THIS || it->kind == CL_CAP_STAR_THIS;
    if (k->is_this ? this_item
                   : (!this_item && it->kind != CL_CAP_INIT_COPY &&
                      it->kind != CL_CAP_INIT_REF &&
                      !strcmp(it->name, fe_cx_string(c, clang_getCursorSpelling(k->var)))))
      return 1;
  }
  return 0;
}

static int by_first_use(const void *pa, const void *pb) {
  const cand *a = pa, *b = pb;
  return a->first < b->first ? -1 : a->first > b->first;
}

/* Chooses the implicit captures among the candidates.  Without clang's
 * fields: the odr-used candidates.  With them: the candidates that line up
 * with the fields' types, trying the odr-used ones first. */
/* Is the candidate already the name of one of the fields before? */
static int named_already(const cand *k, const cand *out, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (out[i].is_this == k->is_this && (k->is_this || clang_equalCursors(out[i].var, k->var)))
      return 1;
  return 0;
}

/* clang places each implicit field at its capture's first use: a use of
 * a candidate at exactly that offset names the field.  In a macro's
 * expansion several uses share one offset (AMReX's two-range launch
 * macro names amrex_i_tn1 and amrex_i_tn2, both boxes): a candidate names
 * one field only. */
static int name_by_position(const cap_walk *w, const cand *ks, size_t nk, const fields *fs,
                            size_t nexplicit, cl_capture_kind kind, cand *out) {
  for (size_t f = nexplicit; f < fs->len; f++) {
    const cand *hit = NULL;
    for (size_t u = 0; u < w->nuses && !hit; u++) {
      if (w->uses[u].offset != fs->offsets[f])
        continue;
      const cand *k = &w->items[w->uses[u].cand];
      for (size_t i = 0; i < nk && !hit; i++)
        if (ks[i].is_this == k->is_this &&
            (k->is_this || clang_equalCursors(ks[i].var, k->var)) &&
            field_matches(fs->types[f], &ks[i], kind) &&
            !named_already(&ks[i], out, f - nexplicit))
          hit = &ks[i];
    }
    if (!hit)
      return 0;
    out[f - nexplicit] = *hit;
    out[f - nexplicit].first = fs->offsets[f];
  }
  return 1;
}

static size_t choose_implicit(fe_ctx *c, fe_lambda *l, const fe_introducer *in, cand *ks,
                              size_t nk, const fields *fs, size_t nexplicit, cand *out,
                              const cap_walk *w) {
  cl_capture_kind kind = in->def == CL_DEFAULT_REF ? CL_CAP_REF : CL_CAP_COPY;
  size_t n = 0;
  for (size_t i = 0; i < nk; i++)
    if (ks[i].odr)
      out[n++] = ks[i];
  cl_sort(out, n, sizeof *out, by_first_use);
  if (l->out->dependent || fs->len < nexplicit)
    return n;
  size_t want = fs->len - nexplicit;
  if (name_by_position(w, ks, nk, fs, nexplicit, kind, out))
    return want;
  if (in->def == CL_DEFAULT_COPY) {
    /* clang names an [=] lambda's variables itself. */
    default_refs d = {.c = c, .at = in->default_offset};
    clang_visitChildren(l->expr, find_default_refs, &d);
    size_t j = 0, m = 0;
    for (size_t f = nexplicit; f < fs->len; f++) {
      CXCursor *var = j < d.vars.len ? d.vars.items[j] : NULL;
      cand k = {.is_this = 0};
      if (var) {
        k.var = *var;
        if (field_matches(fs->types[f], &k, kind)) {
          j++;
          for (size_t i = 0; i < nk; i++)
            if (!ks[i].is_this && clang_equalCursors(ks[i].var, k.var))
              k.first = ks[i].first;
          out[m++] = k;
          continue;
        }
      }
      k = (cand){.is_this = 1};
      for (size_t i = 0; i < nk; i++)
        if (ks[i].is_this)
          k.first = ks[i].first;
      out[m++] = k;
    }
    cl_vec_free(&d.vars);
    return m;
  }
  int lined_up = n == want;
  for (size_t i = 0; lined_up && i < n; i++)
    lined_up = field_matches(fs->types[nexplicit + i], &out[i], kind);
  if (lined_up)
    return n;
  /* Greedy: every mentioned variable, first mention order. */
  cand *all = cl_alloc(c->arena, (nk + 1) * sizeof *all);
  memcpy(all, ks, nk * sizeof *all);
  cl_sort(all, nk, sizeof *all, by_first_use);
  size_t m = 0, i = 0;
  for (size_t f = nexplicit; f < fs->len; f++) {
    while (i < nk && !field_matches(fs->types[f], &all[i], kind))
      i++;
    if (i == nk)
      break;
    out[m++] = all[i++];
  }
  return m;
}

/* Dimensions of an array member, aliases resolved. */
static unsigned rank_of(CXType t) {
  unsigned n = 0;
  for (t = clang_getCanonicalType(non_ref(t));
       t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
       t.kind == CXType_VariableArray || t.kind == CXType_DependentSizedArray;
       t = clang_getCanonicalType(clang_getArrayElementType(t)))
    n++;
  return n;
}

/* What the special members a class declares say about copying an array
 * of it element by element on the host (the closure's constructor
 * default-constructs each element, then assigns it). */
typedef struct special_members {
  int ctors, default_ctor, default_deleted;
  int copy_assign, copy_assign_deleted, move_declared, ref_or_const_member;
  int uninitialised_member; /* a reference or const scalar member without an initialiser
                               in the class: no implicit default constructor */
  const char *member_lacks; /* what a member of class type (or a base) lacks */
  int depth;
} special_members;

static const char *class_lacks(CXType e, int depth);
const char *fe_class_lacks(CXType t) { return class_lacks(clang_getCanonicalType(t), 0); }

/* Records that the special member `cur` is declared (when `is_it`), and
 * whether it is deleted. */
static void note_special(CXCursor cur, unsigned is_it, int *declared, int *deleted) {
  if (is_it) {
    *declared = 1;
    *deleted |= (int)clang_CXXMethod_isDeleted(cur);
  }
}

static enum CXChildVisitResult find_expression(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  if (!clang_isExpression(clang_getCursorKind(cur)))
    return CXChildVisit_Continue;
  *(int *)data = 1;
  return CXChildVisit_Break;
}

/* A data member declared with an initialiser (`const int v = 1;`). */
static int has_initialiser(CXCursor field) {
  int found = 0;
  clang_visitChildren(field, find_expression, &found);
  return found;
}

static enum CXChildVisitResult scan_members(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  special_members *s = data;
  switch (clang_getCursorKind(cur)) {
  case CXCursor_Constructor:
    s->ctors++;
    note_special(cur, clang_CXXConstructor_isDefaultConstructor(cur), &s->default_ctor,
                 &s->default_deleted);
    s->move_declared |= (int)clang_CXXConstructor_isMoveConstructor(cur);
    break;
  case CXCursor_CXXMethod:
    note_special(cur, clang_CXXMethod_isCopyAssignmentOperator(cur), &s->copy_assign,
                 &s->copy_assign_deleted);
    s->move_declared |= (int)clang_CXXMethod_isMoveAssignmentOperator(cur);
    break;
  case CXCursor_FieldDecl:
  case CXCursor_CXXBaseSpecifier: {
    CXType t = clang_getCanonicalType(clang_getCursorType(cur));
    if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference ||
        clang_isConstQualifiedType(t)) {
      s->ref_or_const_member = 1;
      if (clang_getCursorKind(cur) == CXCursor_FieldDecl && t.kind != CXType_Record &&
          t.kind != CXType_Unexposed && /* `const T x;` in a template: T may have one */
          !clang_Cursor_isBitField(cur) && !has_initialiser(cur))
        s->uninitialised_member = 1;
    } else if (!s->member_lacks) {
      s->member_lacks = class_lacks(t, s->depth + 1);
    }
    break;
  }
  default:
    break;
  }
  return CXChildVisit_Continue;
}

/* "default constructible" or "assignable" when a class type (an array's
 * element) is not that on the host, from what it and its members and bases
 * declare; NULL when it is, or cannot be told. */
static const char *class_lacks(CXType e, int depth) {
  while (e.kind == CXType_ConstantArray || e.kind == CXType_IncompleteArray)
    e = clang_getCanonicalType(clang_getArrayElementType(e));
  if (e.kind != CXType_Record || depth > 8)
    return NULL;
  CXCursor decl = clang_getTypeDeclaration(e);
  CXCursor def = clang_getCursorDefinition(decl);
  /* An implicit instantiation shows no members: read its template's. */
  CXCursor pattern = clang_getSpecializedCursorTemplate(clang_Cursor_isNull(def) ? decl : def);
  if (!clang_Cursor_isNull(pattern))
    def = pattern;
  if (clang_Cursor_isNull(def))
    return NULL;
  special_members s = {.depth = depth};
  clang_visitChildren(def, scan_members, &s);
  if ((s.ctors && !s.default_ctor) || s.default_deleted ||
      (!s.ctors && (s.uninitialised_member ||
                    (s.member_lacks && !strcmp(s.member_lacks, "default constructible")))))
    return "default constructible";
  if (s.copy_assign_deleted ||
      (!s.copy_assign && (s.ref_or_const_member || s.move_declared || s.member_lacks)))
    return "assignable";
  return NULL;
}

/* The position, from 1, of the type parameter `e` names (through aliases)
 * among the own parameters of the function template around lambda `l`;
 * 0 when it names none of them.  Its canonical spelling gives the
 * position ("type-parameter-DEPTH-INDEX"), and the function's parameter
 * there must have the name written (one of an enclosing class template's
 * parameters has another name). */
static unsigned own_type_parameter(fe_ctx *c, fe_lambda *l, CXType e) {
  const cl_function *fn = l->out->enclosing;
  if (!fn || !fn->is_template)
    return 0;
  for (int n = 0; n < 8; n++) {
    CXCursor d = clang_getTypeDeclaration(e);
    if (clang_getCursorKind(d) != CXCursor_TypedefDecl &&
        clang_getCursorKind(d) != CXCursor_TypeAliasDecl)
      break;
    e = clang_getTypedefDeclUnderlyingType(d);
  }
  unsigned depth, index;
  const char *canon = fe_cx_string(c, clang_getTypeSpelling(clang_getCanonicalType(e)));
  if (sscanf(canon, "type-parameter-%u-%u", &depth, &index) != 2 || index >= fn->tparams.len)
    return 0;
  const cl_tparam *tp = &fn->tparams.items[index];
  const char *name = fe_cx_string(c, clang_getTypeSpelling(clang_getUnqualifiedType(e)));
  return tp->kind == CL_TPARAM_TYPE && !tp->pack && !strcmp(tp->name, name) ? index + 1 : 0;
}

/* R12b: an array member's element type must be default constructible and
 * copy assignable on the host (a const element is fine: the copy is made
 * without const).  An element type that is the enclosing template's own
 * parameter is judged at each instantiation (uses.c). */
static void check_array_element(fe_ctx *c, fe_lambda *l, cl_capture *cap, CXType t) {
  CXType e = clang_getCanonicalType(non_ref(t));
  while (e.kind == CXType_ConstantArray || e.kind == CXType_IncompleteArray ||
         e.kind == CXType_DependentSizedArray) {
    cap->element_dependent_size |= e.kind == CXType_DependentSizedArray;
    e = clang_getCanonicalType(clang_getArrayElementType(e));
  }
  if (e.kind == CXType_Unexposed) {
    /* The element type as written (`T`, or an alias of it). */
    CXType written = non_ref(t);
    while (written.kind == CXType_ConstantArray || written.kind == CXType_IncompleteArray ||
           written.kind == CXType_DependentSizedArray)
      written = clang_getArrayElementType(written);
    cap->element_tparam = own_type_parameter(c, l, written);
    return;
  }
  const char *lacks = class_lacks(e, 0);
  if (lacks) {
    cap->element_type = type_name(c, clang_getUnqualifiedType(e));
    cap->element_lacks = lacks;
  }
}

/* Member type facts that do not depend on how the type was spelled. */
static void describe_type(fe_ctx *c, fe_lambda *l, cl_capture *cap, CXType t) {
  cap->canonical_type = type_name(c, clang_getCanonicalType(t));
  cap->type_decl_end = fe_type_latest_decl(c, t, l->file->file);
  cap->array_rank = rank_of(t);
  cap->hidden = fe_hidden_type(c, t);
  if (cap->array_rank && cap->kind == CL_CAP_COPY)
    check_array_element(c, l, cap, t);
}

/* The initialiser of the init-capture `name` is an array (`a = arr`,
 * which C++ decays to a pointer): the expression after the capture's name
 * among the lambda's children. */
typedef struct init_search {
  const char *name;
  int after_name, is_array, done;
} init_search;

static enum CXChildVisitResult find_init(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  init_search *s = data;
  if (clang_getCursorKind(cur) == CXCursor_VariableRef) {
    CXString n = clang_getCursorSpelling(cur);
    s->after_name = !strcmp(clang_getCString(n), s->name);
    clang_disposeString(n);
    return CXChildVisit_Continue;
  }
  if (s->after_name && clang_isExpression(clang_getCursorKind(cur))) {
    CXType t = clang_getCanonicalType(clang_getCursorType(cur));
    /* nvcc takes a string literal (`s = "abc"`) as the pointer it decays to. */
    s->is_array = (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray) &&
                  clang_getCursorKind(cur) != CXCursor_StringLiteral;
    s->done = 1;
    return CXChildVisit_Break;
  }
  return clang_getCursorKind(cur) == CXCursor_CompoundStmt ? CXChildVisit_Break
                                                           : CXChildVisit_Continue;
}

static int init_is_array(fe_lambda *l, const char *name) {
  init_search s = {.name = name};
  clang_visitChildren(l->expr, find_init, &s);
  return s.done && s.is_array;
}

static void record_if_constexpr_firsts(fe_ctx *c, fe_lambda *l, const cand *ks, size_t nk) {
  cl_lambda *out = l->out;
  out->if_constexpr_firsts = cl_alloc(c->arena, (nk + 1) * sizeof *out->if_constexpr_firsts);
  for (size_t i = 0; i < nk; i++) {
    if (ks[i].is_this ||
        !fe_in_span(&c->constexpr_if_stmts, l->file, ks[i].mention, out->body_offset))
      continue;
    cl_mention *m = &out->if_constexpr_firsts[out->nif_constexpr_firsts++];
    m->name = fe_cx_string(c, clang_getCursorSpelling(ks[i].var));
    m->loc = fe_place(c, l->file, ks[i].mention);
  }
}

/* A function parameter declared as an array (`int a[10]`) is a pointer,
 * and so is its copy in the closure; libclang shows the type as written.
 * The capture gets the pointer type. */
static void decay_parameter(fe_ctx *c, cl_capture *cap, CXCursor var) {
  CXType t = clang_getCursorType(var);
  if (clang_getCursorKind(var) != CXCursor_ParmDecl || !rank_of(t) ||
      cap->kind == CL_CAP_REF || cap->kind == CL_CAP_INIT_REF)
    return;
  const char *elem = type_name(c, clang_getArrayElementType(t));
  const char *dims = strchr(elem, '[');
  cap->type = dims ? cl_printf(c->arena, "%.*s(*)%s", (int)(dims - elem), elem, dims)
                   : cl_printf(c->arena, "%s *", elem);
  cap->canonical_type = cl_printf(c->arena, "::cudalift::id_t<%s> *", elem);
  cap->array_rank = 0;
}

/* The variable an explicit capture `name` copies (clang shows it as a
 * reference among the lambda's children), or a null cursor. */
static CXCursor named_var(fe_lambda *l, const char *name) {
  CXCursor ref = name ? fe_last_child(l->expr, CXCursor_VariableRef, name) : clang_getNullCursor();
  return clang_Cursor_isNull(ref) ? ref : clang_getCursorReferenced(ref);
}

void fe_compute_captures(fe_ctx *c, fe_lambda *l, const fe_introducer *in) {
  cl_lambda *out = l->out;
  fields fs = {.arena = c->arena};
  clang_Type_visitFields(clang_getCursorType(l->expr), collect_field, &fs);

  /* Candidates from the body, in source order. */
  cap_walk w = {.c = c, .l = l};
  if (in->def != CL_DEFAULT_NONE) {
    CXCursor body = fe_lambda_body(l->expr);
    if (!clang_Cursor_isNull(body))
      clang_visitChildren(body, walk_uses, &w);
  }
  size_t nk = 0;
  cand *ks = cl_alloc(c->arena, (w.len + 1) * sizeof *ks);
  for (size_t i = 0; i < w.len; i++)
    if (!explicitly_named(in, c, &w.items[i]))
      ks[nk++] = w.items[i];

  record_if_constexpr_firsts(c, l, ks, nk);

  size_t nexplicit = in->nitems;
  cand *implicit = cl_alloc(c->arena, (nk + fs.len + 1) * sizeof *implicit);
  size_t nimplicit = in->def == CL_DEFAULT_NONE
                         ? 0
                         : choose_implicit(c, l, in, ks, nk, &fs, nexplicit, implicit, &w);

  out->ncaptures = nexplicit + nimplicit;
  out->captures = cl_alloc(c->arena, (out->ncaptures + 1) * sizeof *out->captures);
  for (size_t i = 0; i < nexplicit; i++) {
    const fe_capture_item *it = &in->items[i];
    cl_capture *cap = &out->captures[i];
    cap->kind = it->kind;
    cap->name = it->name;
    cap->init = it->init;
    cap->pack = it->pack;
    cap->loc = fe_place(c, l->file, it->offset);
    cap->braced_init = it->init && it->init[0] == '{';
    if (it->init && it->name && it->kind == CL_CAP_INIT_COPY)
      cap->init_from_array = init_is_array(l, it->name);
    if (i < fs.len && !it->pack) {
      cap->type = type_name(c, fs.types[i]);
      describe_type(c, l, cap, fs.types[i]);
      if (!it->init)
        decay_parameter(c, cap, named_var(l, it->name));
      if (!it->init && it->kind == CL_CAP_COPY)
        cap->constant = constant_capture(c, named_var(l, it->name));
    }
    else if (it->kind == CL_CAP_THIS || it->kind == CL_CAP_STAR_THIS)
      cap->type = class_pointer(c, l, it->kind == CL_CAP_STAR_THIS);
  }
  cl_capture_kind kind = in->def == CL_DEFAULT_REF ? CL_CAP_REF : CL_CAP_COPY;
  for (size_t i = 0; i < nimplicit; i++) {
    const cand *k = &implicit[i];
    cl_capture *cap = &out->captures[nexplicit + i];
    cap->implicit = 1;
    cap->loc = fe_place(c, l->file, k->first);
    cap->first_use_in_if_constexpr = fe_in_constexpr_if(c, l->file, k->first, out->body_offset);
    if (k->is_this) {
      cap->kind = CL_CAP_THIS;
      cap->name = "this";
      cap->type = nexplicit + i < fs.len ? type_name(c, fs.types[nexplicit + i])
                                         : class_pointer(c, l, 0);
      continue;
    }
    cap->kind = kind;
    cap->name = fe_cx_string(c, clang_getCursorSpelling(k->var));
    cap->pack = is_pack_var(c, k->var);
    if (nexplicit + i < fs.len && !out->dependent) {
      cap->type = type_name(c, fs.types[nexplicit + i]);
      describe_type(c, l, cap, fs.types[nexplicit + i]);
    } else {
      CXType t = non_ref(clang_getCursorType(k->var));
      const char *s = type_name(c, t);
      cap->type = kind == CL_CAP_REF ? cl_printf(c->arena, "%s &", s) : s;
      describe_type(c, l, cap, t);
    }
    decay_parameter(c, cap, k->var);
    cap->constant = kind == CL_CAP_COPY && !cap->pack && constant_capture(c, k->var);
  }
}
