/* hidden.c - types nvcc's namespace-scope placeholder cannot name (guide
 * 5.3.7.4 rule 12): function-local classes, enums and closures, and
 * private or protected member types, wherever they sit in a capture's or
 * a host-device operator()'s type.  Only finds them; rules_decl.c reports. */
#include <string.h>

#include "fe_internal.h"

/* nvcc accepts capturing an extended lambda's closure: its placeholder is
 * not local (tests/lit/rules/r12d_extended_closure_accepted.cu). */
static int extended_closure(fe_ctx *c, CXCursor decl) {
  for (size_t i = 0; i < c->lambdas.len; i++) {
    fe_lambda *l = c->lambdas.items[i];
    if (clang_equalCursors(l->closure, decl))
      return l->out->extended;
  }
  return 0;
}

static int in_function(CXCursor decl) {
  for (CXCursor p = clang_getCursorSemanticParent(decl);
       !clang_Cursor_isNull(p) && !clang_isTranslationUnit(clang_getCursorKind(p));
       p = clang_getCursorSemanticParent(p))
    if (fe_is_function_kind(clang_getCursorKind(p)))
      return 1;
  return 0;
}

/* The first private or protected class on the chain from `decl` outwards
 * (a public type inside a private one is just as unreachable), or NULL. */
static const char *restricted_access(CXCursor decl, CXCursor *which) {
  for (CXCursor d = decl;
       fe_is_class_kind(clang_getCursorKind(clang_getCursorSemanticParent(d)));
       d = clang_getCursorSemanticParent(d)) {
    enum CX_CXXAccessSpecifier a = clang_getCXXAccessSpecifier(d);
    if (a == CX_CXXPrivate || a == CX_CXXProtected) {
      *which = d;
      return a == CX_CXXPrivate ? "private" : "protected";
    }
  }
  return NULL;
}

static cl_hidden_type declared_hidden(fe_ctx *c, CXType t) {
  cl_hidden_type h = {0};
  CXCursor decl = clang_getTypeDeclaration(t);
  if (clang_Cursor_isNull(decl))
    return h;
  if (in_function(decl)) {
    if (extended_closure(c, decl))
      return h;
    if (clang_getCursorKind(decl) == CXCursor_ClassDecl && clang_Cursor_isAnonymous(decl)) {
      cl_loc at;
      if (fe_location(c, clang_getCursorLocation(decl), NULL, &at)) {
        h.name = cl_printf(c->arena, "lambda at line %u", at.line);
        return h;
      }
    }
    h.name = fe_cx_string(c, clang_getCursorSpelling(decl));
    return h;
  }
  CXCursor which;
  h.member_access = restricted_access(decl, &which);
  if (h.member_access)
    h.name = fe_cx_string(c, clang_getTypeSpelling(clang_getCursorType(which)));
  return h;
}

/* Calls `fn` on every class or enum type among the parts of `t` that a
 * namespace-scope declaration would have to spell (pointees, elements,
 * function parts, template arguments), depth first, until it returns 1. */
static int each_named_type(CXType t, int (*fn)(CXType t, void *data), void *data) {
  t = clang_getCanonicalType(t);
  switch (t.kind) {
  case CXType_LValueReference:
  case CXType_RValueReference:
  case CXType_Pointer:
  case CXType_MemberPointer:
    return each_named_type(clang_getPointeeType(t), fn, data);
  case CXType_ConstantArray:
  case CXType_IncompleteArray:
  case CXType_VariableArray:
  case CXType_DependentSizedArray:
    return each_named_type(clang_getArrayElementType(t), fn, data);
  case CXType_FunctionProto: {
    int stop = each_named_type(clang_getResultType(t), fn, data);
    for (int i = 0; !stop && i < clang_getNumArgTypes(t); i++)
      stop = each_named_type(clang_getArgType(t, (unsigned)i), fn, data);
    return stop;
  }
  case CXType_Record:
  case CXType_Enum: {
    int stop = fn(t, data);
    int n = clang_Type_getNumTemplateArguments(t);
    for (int i = 0; !stop && i < n; i++) {
      CXType arg = clang_Type_getTemplateArgumentAsType(t, (unsigned)i);
      if (arg.kind != CXType_Invalid)
        stop = each_named_type(arg, fn, data);
    }
    return stop;
  }
  default:
    return 0;
  }
}

typedef struct hidden_search {
  fe_ctx *c;
  cl_hidden_type found;
} hidden_search;

static int find_hidden(CXType t, void *data) {
  hidden_search *s = data;
  s->found = declared_hidden(s->c, t);
  return s->found.name != NULL;
}

cl_hidden_type fe_hidden_type(fe_ctx *c, CXType t) {
  hidden_search s = {c, {0}};
  each_named_type(t, find_hidden, &s);
  return s.found;
}

typedef struct latest_search {
  fe_ctx *c;
  CXFile file;
  unsigned latest;
} latest_search;

static int find_latest(CXType t, void *data) {
  latest_search *s = data;
  CXFile f;
  unsigned off;
  clang_getExpansionLocation(clang_getCursorLocation(clang_getTypeDeclaration(t)), &f, NULL,
                             NULL, &off);
  if (f && fe_same_file(f, s->file) && off + 1 > s->latest)
    s->latest = off + 1;
  return 0;
}

unsigned fe_type_latest_decl(fe_ctx *c, CXType t, CXFile file) {
  latest_search s = {c, file, 0};
  each_named_type(t, find_latest, &s);
  return s.latest;
}

/* R12e: an extended host-device lambda's parameter and return types. */
void fe_signature_hidden(fe_ctx *c, fe_lambda *l) {
  cl_lambda *out = l->out;
  if (clang_getCursorKind(l->op) != CXCursor_CXXMethod)
    return; /* generic: R08 already, and the types are not known */
  cl_hidden_type h = {0};
  const char *where = "parameter";
  int n = clang_Cursor_getNumArguments(l->op);
  for (int i = 0; i < n && !h.name; i++)
    h = fe_hidden_type(c, clang_getCursorType(clang_Cursor_getArgument(l->op, (unsigned)i)));
  if (!h.name) {
    h = fe_hidden_type(c, clang_getCursorResultType(l->op));
    where = "return";
  }
  out->signature_hidden = h;
  out->signature_hidden_in = h.name ? where : NULL;
}
