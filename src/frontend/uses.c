/* uses.c - collects the explicit uses of closures and function templates
 * that rules_uses.c judges (cl_use in model.h): kernels named or launched,
 * function template specializations named, closures converted to function
 * pointers, called for their type, or named in a std trait.  libclang
 * shows no implicit instantiation (nor `template void f<T>();`), so only
 * what the user's files write is seen.  It decides no rule. */
#define _GNU_SOURCE /* memmem */
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

/* A use while the walk goes on: its space is known only after every
 * lambda is classified. */
typedef struct fe_use {
  cl_use out;
  fe_lambda *owner;   /* innermost lambda around the use, or NULL */
  fe_file *file;
  cl_vec types;       /* fe_utype* */
} fe_use;

/* A type of interest and its declaration: a closure whose lambda the walk
 * reaches only after the use (`run([] {})`) is told apart at the end. */
typedef struct fe_utype {
  cl_utype out;
  CXCursor decl;
} fe_utype;

/* A function template specialization user code names (`run(a, b)`). */
typedef struct fe_instance {
  CXCursor ref;       /* the name at the use */
  CXCursor fn;        /* the specialization */
  CXCursor primary;   /* its primary template */
  const char *usr;    /* the primary template's USR */
} fe_instance;

/* A closure named in the user's code (a variable, a type alias). */
typedef struct fe_mention {
  fe_file *file;
  unsigned offset;
  fe_lambda *lambda;
} fe_mention;

/* The template argument list of a std trait, '<' to '>'. */
typedef struct fe_trait_span {
  fe_file *file;
  unsigned begin, end;
  cl_loc loc;         /* the trait's name */
  const char *name;
  fe_lambda *owner;
  cl_space space;
} fe_trait_span;

/* The traits whose arguments matter: result-type queries (R14) and
 * triviality (R17). */
static int is_watched_trait(const char *name) {
  static const char *const result_traits[] = {"invoke_result", "invoke_result_t",
                                              "result_of", "result_of_t"};
  for (size_t i = 0; i < sizeof result_traits / sizeof *result_traits; i++)
    if (!strcmp(name, result_traits[i]))
      return 1;
  return cl_starts_with(name, "is_trivially_");
}

static fe_lambda *lambda_of_closure(fe_ctx *c, CXCursor decl) {
  if (clang_Cursor_isNull(decl))
    return NULL;
  for (size_t i = 0; i < c->lambdas.len; i++) {
    fe_lambda *l = c->lambdas.items[i];
    if (clang_equalCursors(l->closure, decl))
      return l;
  }
  /* The closure of an instantiation (a lambda in a function template,
   * seen as a template argument of what the instantiation calls) is a
   * class of its own, which libclang does not always tie to the one the
   * walk met (with a precompiled header loaded, it does not): both are
   * where the lambda is written.  A closure class is at its lambda's
   * first byte; only a place written in the file itself, outside any
   * macro use (lambdas in one macro use share its place), and only one
   * lambda there, is taken. */
  if (clang_getCursorKind(decl) != CXCursor_ClassDecl)
    return NULL;
  CXSourceLocation at = clang_getCursorLocation(decl);
  CXFile f, sf;
  unsigned offset, soffset;
  clang_getExpansionLocation(at, &f, NULL, NULL, &offset);
  clang_getSpellingLocation(at, &sf, NULL, NULL, &soffset);
  if (!f || !sf || offset != soffset || !fe_same_file(f, sf))
    return NULL;
  fe_lambda *found = NULL;
  for (size_t i = 0; i < c->lambdas.len; i++) {
    fe_lambda *l = c->lambdas.items[i];
    if (l->file && l->out->begin.offset == offset && fe_same_file(l->file->file, f)) {
      if (found)
        return NULL;
      found = l;
    }
  }
  return found;
}

static int in_namespace(fe_ctx *c, CXCursor decl, const char *ns) {
  for (CXCursor p = clang_getCursorSemanticParent(decl);
       !clang_Cursor_isNull(p) && !clang_isTranslationUnit(clang_getCursorKind(p));
       p = clang_getCursorSemanticParent(p))
    if (clang_getCursorKind(p) == CXCursor_Namespace &&
        !strcmp(fe_cx_string(c, clang_getCursorSpelling(p)), ns))
      return 1;
  return 0;
}

/* The innermost enclosing class, or enum, with private or protected
 * access within its own class: the type is unusable outside it. */
static CXCursor nonpublic_scope(CXCursor decl) {
  for (CXCursor p = decl; fe_is_class_kind(clang_getCursorKind(p)) ||
                          clang_getCursorKind(p) == CXCursor_EnumDecl;
       p = clang_getCursorSemanticParent(p)) {
    enum CX_CXXAccessSpecifier a = clang_getCXXAccessSpecifier(p);
    if (a == CX_CXXPrivate || a == CX_CXXProtected)
      return p;
  }
  return clang_getNullCursor();
}

static const char *function_around(fe_ctx *c, CXCursor decl) {
  CXCursor p = clang_getCursorSemanticParent(decl);
  while (!clang_Cursor_isNull(p) && !fe_is_function_kind(clang_getCursorKind(p)))
    p = clang_getCursorSemanticParent(p);
  return fe_cx_string(c, clang_getCursorSpelling(p));
}

static void push_type(fe_ctx *c, cl_vec *types, const cl_utype *t, CXCursor decl) {
  for (size_t i = 0; i < types->len; i++) {
    const fe_utype *o = types->items[i];
    if (o->out.kind == t->kind && o->out.lambda == t->lambda && !strcmp(o->out.name, t->name))
      return;
  }
  fe_utype *copy = cl_alloc(c->arena, sizeof *copy);
  copy->out = *t;
  copy->decl = decl;
  cl_vec_push(types, copy);
}

/* What a class or enum type is to the use rules; 0 when nothing. */
static int classify_decl(fe_ctx *c, CXCursor decl, cl_utype *u) {
  fe_lambda *l = lambda_of_closure(c, decl);
  CXCursor np;
  if (l) {
    u->kind = CL_UTYPE_CLOSURE;
    u->lambda = l->out;
  } else if (!strcmp(fe_cx_string(c, clang_getCursorSpelling(decl)), "function") &&
             in_namespace(c, decl, "nvstd")) {
    u->kind = CL_UTYPE_NVSTD_FUNCTION;
  } else if (fe_has_function_ancestor(decl)) {
    u->kind = CL_UTYPE_LOCAL;
    u->owner = function_around(c, decl);
  } else if (!clang_Cursor_isNull(np = nonpublic_scope(decl))) {
    u->kind = CL_UTYPE_NONPUBLIC;
    u->access = clang_getCXXAccessSpecifier(np) == CX_CXXPrivate ? CL_ACCESS_PRIVATE
                                                                   : CL_ACCESS_PROTECTED;
    u->owner = fe_cx_string(c, clang_getTypeSpelling(
                                   clang_getCursorType(clang_getCursorSemanticParent(np))));
  } else {
    return 0;
  }
  u->name = fe_cx_string(c, clang_getTypeSpelling(clang_getCursorType(decl)));
  fe_location(c, clang_getCursorLocation(decl), NULL, &u->decl);
  return 1;
}

/* Adds the types of interest inside `t`: through pointers, references,
 * arrays and the arguments of class templates (`Holder<Local *>`). */
static void scan_type(fe_ctx *c, CXType t, cl_vec *types, int depth) {
  if (depth > 16)
    return;
  t = clang_getCanonicalType(t);
  switch (t.kind) {
  case CXType_Pointer:
  case CXType_LValueReference:
  case CXType_RValueReference:
    scan_type(c, clang_getPointeeType(t), types, depth + 1);
    return;
  case CXType_ConstantArray:
  case CXType_IncompleteArray:
  case CXType_VariableArray:
  case CXType_DependentSizedArray:
    scan_type(c, clang_getArrayElementType(t), types, depth + 1);
    return;
  case CXType_Record:
  case CXType_Enum:
    break;
  default:
    return;
  }
  cl_utype u = {0};
  CXCursor decl = clang_getTypeDeclaration(t);
  if (classify_decl(c, decl, &u)) {
    push_type(c, types, &u, decl);
    if (u.kind == CL_UTYPE_CLOSURE || u.kind == CL_UTYPE_NVSTD_FUNCTION)
      return;
  }
  int n = clang_Type_getNumTemplateArguments(t);
  for (int i = 0; i < n; i++) {
    CXType a = clang_Type_getTemplateArgumentAsType(t, (unsigned)i);
    if (a.kind != CXType_Invalid)
      scan_type(c, a, types, depth + 1);
  }
}

/* The primary template of a specialization (through a member template of
 * a class template specialization too), or a null cursor. */
static CXCursor primary_template(CXCursor fn) {
  CXCursor t = clang_getSpecializedCursorTemplate(fn);
  for (CXCursor next; !clang_Cursor_isNull(t) &&
                      !clang_Cursor_isNull(next = clang_getSpecializedCursorTemplate(t));)
    t = next;
  return t;
}

static int is_kernel(CXCursor fn, CXCursor primary) {
  return ((fe_annotations(fn) | fe_annotations(primary)) & CL_ANNOT_GLOBAL) != 0;
}

static fe_use *new_use_at(fe_ctx *c, cl_use_kind kind, fe_file *file, cl_loc loc,
                          const char *name) {
  for (size_t i = 0; i < c->uses.len; i++) {
    fe_use *o = c->uses.items[i];
    if (o->file == file && o->out.loc.offset == loc.offset &&
        (o->out.kind == kind || kind == CL_USE_FNPTR))
      return NULL; /* the same use reached twice, or the call that converts */
  }
  fe_use *u = cl_alloc(c->arena, sizeof *u);
  u->out.kind = kind;
  u->out.loc = loc;
  u->out.name = name;
  u->out.space = c->owner_space;
  u->owner = c->owner_lambda;
  u->file = file;
  cl_vec_push(&c->uses, u);
  return u;
}

static fe_use *new_use(fe_ctx *c, cl_use_kind kind, CXCursor at, const char *name) {
  fe_file *file;
  cl_loc loc;
  if (!fe_location(c, clang_getCursorLocation(at), &file, &loc))
    return NULL;
  return new_use_at(c, kind, file, loc, name);
}

static void scan_template_args(fe_ctx *c, CXCursor fn, cl_vec *types) {
  int n = clang_Cursor_getNumTemplateArguments(fn);
  for (int i = 0; i < n; i++)
    if (clang_Cursor_getTemplateArgumentKind(fn, (unsigned)i) == CXTemplateArgumentKind_Type)
      scan_type(c, clang_Cursor_getTemplateArgumentType(fn, (unsigned)i), types, 0);
}

typedef struct written_args {
  fe_ctx *c;
  unsigned after;     /* offset of the name: qualifiers come before it */
  cl_vec *types;
  int type_args;      /* 1: the types written too (no API gives the arguments) */
} written_args;

static enum CXChildVisitResult visit_written_arg(CXCursor cur, CXCursor parent,
                                                 CXClientData data) {
  (void)parent;
  written_args *w = data;
  cl_loc loc;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if ((k != CXCursor_TypeRef && k != CXCursor_TemplateRef) ||
      !fe_location(w->c, clang_getCursorLocation(cur), NULL, &loc) || loc.offset <= w->after)
    return CXChildVisit_Continue;
  if (k == CXCursor_TypeRef && w->type_args) {
    scan_type(w->c, clang_getCursorType(cur), w->types, 0);
  } else if (k == CXCursor_TemplateRef) {
    /* A template template argument: a private or protected member
     * template is R09b's as a member type is. */
    CXCursor decl = clang_getCursorReferenced(cur);
    cl_utype u = {0};
    if (classify_decl(w->c, decl, &u) && u.kind == CL_UTYPE_NONPUBLIC) {
      u.name = cl_printf(w->c->arena, "%s::%s", u.owner,
                         fe_cx_string(w->c, clang_getCursorSpelling(decl)));
      push_type(w->c, w->types, &u, decl);
    }
  }
  return CXChildVisit_Continue;
}

/* The types a reference to the specialization `fn` names: its template
 * arguments, or, for a member function template (no API gives those), the
 * types written after its name and the arguments of the call it makes. */
static void scan_reference(fe_ctx *c, CXCursor ref, CXCursor fn, cl_vec *types, int kernel) {
  int has_args = clang_Cursor_getNumTemplateArguments(fn) >= 0;
  scan_template_args(c, fn, types);
  written_args w = {.c = c, .types = types, .type_args = !has_args};
  cl_loc loc;
  if (fe_location(c, clang_getCursorLocation(ref), NULL, &loc)) {
    w.after = loc.offset;
    clang_visitChildren(ref, visit_written_arg, &w);
  }
  CXCursor call = c->call;
  if ((kernel || !has_args) && clang_getCursorKind(call) == CXCursor_CallExpr &&
      clang_equalCursors(clang_getCursorReferenced(call), fn)) {
    int n = clang_Cursor_getNumArguments(call);
    for (int i = 0; i < n; i++)
      scan_type(c, clang_getCursorType(clang_Cursor_getArgument(call, (unsigned)i)), types, 0);
  }
}


/* A kernel launched where the code is not the host's (a __device__,
 * __global__ or __host__ __device__ function, or a lambda of device code):
 * nvcc compiles that only for separate compilation (-rdc=true). */
typedef struct fe_launch {
  cl_loc loc;
  const char *kernel;
  fe_lambda *owner;       /* the innermost lambda around it, or NULL */
  cl_space space;         /* else the innermost function's space */
  const char *template_usr; /* the enclosing function template, or NULL */
} fe_launch;

static void note_device_launch(fe_ctx *c, CXCursor ref, CXCursor fn) {
  if (c->rdc || (!c->owner_lambda && c->owner_space == CL_SPACE_HOST))
    return;
  fe_launch *l = cl_alloc(c->arena, sizeof *l);
  if (!fe_location(c, clang_getCursorLocation(ref), NULL, &l->loc))
    return;
  l->kernel = fe_cx_string(c, clang_getCursorSpelling(fn));
  l->owner = c->owner_lambda;
  l->space = c->owner_space;
  if (c->has_owner_fn) {
    CXCursor t = clang_getCursorKind(c->owner_fn) == CXCursor_FunctionTemplate
                     ? c->owner_fn : primary_template(c->owner_fn);
    if (clang_getCursorKind(t) == CXCursor_FunctionTemplate)
      l->template_usr = fe_cx_string(c, clang_getCursorUSR(t));
  }
  cl_vec_push(&c->device_launches, l);
}

/* A function (or kernel) named: `k<<<1, 1>>>(l)`, `run<Local>()`,
 * `h.run(Local{})`, `&run<Local>`. */
static void use_closure(fe_ctx *c, cl_use_kind kind, CXCursor call, fe_lambda *l);

/* The closure types a variable template's written arguments name
 * (`tag<decltype(l)>`, `tag<Holder<...>>`). */
static enum CXChildVisitResult visit_variable_arg(CXCursor cur, CXCursor parent,
                                                  CXClientData data) {
  (void)parent;
  written_args *w = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  cl_loc loc;
  if ((k == CXCursor_TypeRef || k == CXCursor_DeclRefExpr) &&
      fe_location(w->c, clang_getCursorLocation(cur), NULL, &loc) && loc.offset > w->after)
    scan_type(w->c, clang_getCursorType(cur), w->types, 0);
  return CXChildVisit_Continue;
}

/* A __device__ (or __constant__) variable template named with template
 * arguments: G1 holds for its arguments as for a kernel's. */
static void note_variable_template(fe_ctx *c, CXCursor ref, CXCursor var) {
  if (!(fe_annotations(var) & CL_ANNOT_DEVICE) && !fe_cursor_has_token(c, var, "__constant__"))
    return;
  fe_file *file;
  cl_loc loc;
  if (!fe_location(c, clang_getCursorLocation(ref), &file, &loc))
    return;
  fe_tokens t = fe_tokenize(c, file, loc.offset, loc.offset + 256 < file->size
                                                     ? loc.offset + 256 : (unsigned)file->size);
  if (t.len < 2 || strcmp(t.items[1].text, "<"))
    return;
  cl_vec types = {0};
  written_args w = {.c = c, .types = &types, .after = loc.offset};
  clang_visitChildren(ref, visit_variable_arg, &w);
  fe_use *u = types.len ? new_use(c, CL_USE_DEVICE_VARIABLE, ref,
                                  fe_cx_string(c, clang_getCursorSpelling(var)))
                        : NULL;
  if (!u) {
    cl_vec_free(&types);
    return;
  }
  u->types = types;
}

static void note_reference(fe_ctx *c, CXCursor ref) {
  CXCursor fn = clang_getCursorReferenced(ref);
  enum CXCursorKind k = clang_getCursorKind(fn);
  if (k == CXCursor_UnexposedDecl) /* a variable template's specialization */
    note_variable_template(c, ref, fn);
  if (k != CXCursor_FunctionDecl && k != CXCursor_CXXMethod)
    return;
  /* Is the innermost call around the name a call of `fn` itself? */
  int called = clang_getCursorKind(c->call) == CXCursor_CallExpr &&
               clang_equalCursors(clang_getCursorReferenced(c->call), fn);
  /* `&decltype(l)::operator()` (a lambda-traits idiom), not a call. */
  fe_lambda *own = k == CXCursor_CXXMethod ? fe_lambda_of_operator(c, fn) : NULL;
  if (own && !called)
    use_closure(c, CL_USE_OPERATOR_ADDRESS, ref, own);
  CXCursor primary = primary_template(fn);
  int kernel = is_kernel(fn, primary);
  if (!clang_Cursor_isNull(primary)) {
    const char *usr = fe_cx_string(c, clang_getCursorUSR(primary));
    cl_vec_push(&c->named_templates, (void *)usr);
    if (!kernel && clang_getCursorKind(primary) == CXCursor_FunctionTemplate) {
      fe_instance *in = cl_alloc(c->arena, sizeof *in);
      *in = (fe_instance){.ref = ref, .fn = fn, .primary = primary, .usr = usr};
      cl_vec_push(&c->instances, in);
    }
  }
  if (kernel && called)
    note_device_launch(c, ref, fn);
  if (!kernel && clang_getCursorKind(primary) != CXCursor_FunctionTemplate)
    return;
  cl_vec types = {0};
  scan_reference(c, ref, fn, &types, kernel);
  fe_use *u = types.len ? new_use(c, kernel ? CL_USE_KERNEL : CL_USE_INSTANCE, ref,
                                  fe_cx_string(c, clang_getCursorSpelling(fn)))
                        : NULL;
  if (!u) {
    cl_vec_free(&types);
    return;
  }
  u->out.usr = fe_cx_string(c, clang_getCursorUSR(primary));
  u->out.launch = kernel && called;
  u->types = types;
}


/* A use of lambda `l`'s closure by `call` (its operator() or conversion). */
static void use_closure(fe_ctx *c, cl_use_kind kind, CXCursor call, fe_lambda *l) {
  fe_use *u = new_use(c, kind, call, "operator()");
  if (!u)
    return;
  cl_utype t = {.kind = CL_UTYPE_CLOSURE, .lambda = l->out, .name = "", .decl = l->out->begin};
  push_type(c, &u->types, &t, l->closure);
}
/* A closure's own operator() called.  From host code clang allows that
 * only for a __device__ lambda parse.c respelled (a capturing one whose
 * result type host code asks for, preserved.c): R14 as for the surrogate
 * call below. */
static void note_operator_call(fe_ctx *c, CXCursor call, CXCursor op) {
  fe_lambda *l = fe_lambda_of_operator(c, op);
  if (!l)
    return; /* the rules keep the calls of __device__ lambdas from host code */
  use_closure(c, CL_USE_CALL, call, l);
}

/* A closure's conversion function called: to a function pointer (R16),
 * or, when host code calls a __device__ closure, the surrogate call
 * through that pointer that clang builds (R14: `decltype(l(1))`).  The
 * surrogate comes first in the walk, so its inner conversion is skipped. */
static void note_conversion(fe_ctx *c, CXCursor call) {
  CXCursor conv = clang_getCursorReferenced(call);
  if (clang_getCursorKind(conv) == CXCursor_CXXMethod) {
    note_operator_call(c, call, conv);
    return;
  }
  if (clang_getCursorKind(conv) != CXCursor_ConversionFunction)
    return;
  fe_lambda *l = lambda_of_closure(c, clang_getCursorSemanticParent(conv));
  if (!l)
    return;
  int to_pointer = clang_getCanonicalType(clang_getCursorType(call)).kind == CXType_Pointer;
  use_closure(c, to_pointer ? CL_USE_FNPTR : CL_USE_CALL, call, l);
}

/* `std::is_trivially_copyable<decltype(l)>`, `std::invoke_result_t<F, int>`,
 * `std::is_trivially_copyable_v<...>`: the span of the argument list, to
 * be matched with the closures named inside it once the walk is done. */
static void note_trait(fe_ctx *c, CXCursor cur) {
  CXCursor decl = clang_getCursorReferenced(cur);
  const char *name = fe_cx_string(c, clang_getCursorSpelling(decl));
  if (!is_watched_trait(name) || !in_namespace(c, decl, "std"))
    return;
  fe_file *file;
  cl_loc loc;
  if (!fe_location(c, clang_getCursorLocation(cur), &file, &loc))
    return;
  /* Trait arguments are short: read a window after the name, twice as
   * long each time the argument list does not close inside it. */
  fe_trait_span *s = NULL;
  for (unsigned window = 1024;; window *= 2) {
    unsigned end = loc.offset + window < file->size ? loc.offset + window : (unsigned)file->size;
    fe_tokens t = fe_tokenize(c, file, loc.offset, end);
    int angle = 0, paren = 0;
    for (size_t i = 1; i < t.len; i++) {
      const char *x = t.items[i].text;
      if (i == 1 && strcmp(x, "<") != 0)
        return;
      if (!strcmp(x, "(") || !strcmp(x, "[") || !strcmp(x, "{"))
        paren++;
      else if (!strcmp(x, ")") || !strcmp(x, "]") || !strcmp(x, "}"))
        paren--;
      else if (paren == 0 && !strcmp(x, "<"))
        angle++;
      else if (paren == 0 && (!strcmp(x, ">") || !strcmp(x, ">>")))
        angle -= x[1] ? 2 : 1;
      if (angle <= 0) {
        s = cl_alloc(c->arena, sizeof *s);
        s->file = file;
        s->begin = t.items[1].offset;
        s->end = t.items[i].offset;
        break;
      }
    }
    if (s || end >= file->size || t.len < 2)
      break;
  }
  if (!s)
    return;
  s->loc = loc;
  /* libcu++'s result traits refuse a __device__ closure under nvcc. */
  s->name = in_namespace(c, decl, "cuda") ? cl_printf(c->arena, "cuda::std::%s", name) : name;
  s->owner = c->owner_lambda;
  s->space = c->owner_space;
  cl_vec_push(&c->trait_spans, s);
}

static int in_trait_span(fe_ctx *c, const fe_file *file, unsigned offset) {
  for (size_t i = 0; i < c->trait_spans.len; i++) {
    const fe_trait_span *s = c->trait_spans.items[i];
    if (s->file == file && s->begin < offset && offset < s->end)
      return 1;
  }
  return 0;
}

/* Only names inside a trait's arguments matter; the walk meets the trait
 * before its arguments, so the span is known by then. */
static void note_mention(fe_ctx *c, CXCursor cur) {
  fe_file *file;
  cl_loc loc;
  if (!c->trait_spans.len || !fe_location(c, clang_getCursorLocation(cur), &file, &loc) ||
      !in_trait_span(c, file, loc.offset))
    return;
  CXType t = clang_getCanonicalType(clang_getCursorType(cur));
  if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
    t = clang_getCanonicalType(clang_getPointeeType(t));
  if (t.kind != CXType_Record)
    return;
  fe_lambda *l = lambda_of_closure(c, clang_getTypeDeclaration(t));
  if (!l)
    return;
  fe_mention *m = cl_alloc(c->arena, sizeof *m);
  m->file = file;
  m->offset = loc.offset;
  m->lambda = l;
  cl_vec_push(&c->mentions, m);
}

/* ---- constant expressions (R12g) ----
 * nvcc takes an extended lambda's closure type as non-literal and its
 * operator() as not constexpr; clang takes both as C++17 says.  So the
 * places where C++ evaluates constants are recorded as spans while the
 * walk meets them (before their children), and a closure object or an
 * extended lambda met inside one, outside sizeof/alignof, is a use. */
/* Is `offset` inside the operand of decltype, sizeof, alignof, noexcept
 * or typeid, read from the tokens of `f` between `begin` and it? */
static int unevaluated_at(fe_ctx *c, fe_file *f, unsigned begin, unsigned offset) {
  static const char *const words[] = {"decltype", "sizeof", "alignof", "__alignof__",
                                      "noexcept", "typeid"};
  fe_tokens t = fe_tokenize(c, f, begin, offset);
  int depth = 0, open = -1; /* the depth inside the outermost such operand */
  for (size_t i = 0; i < t.len; i++) {
    const char *x = t.items[i].text;
    if (!strcmp(x, "(")) {
      depth++;
      if (open < 0 && i > 0)
        for (size_t w = 0; w < sizeof words / sizeof *words; w++)
          if (!strcmp(t.items[i - 1].text, words[w]))
            open = depth;
    } else if (!strcmp(x, ")")) {
      if (depth == open)
        open = -1;
      depth--;
    }
  }
  return open >= 0;
}

/* The first child of `cur` (a condition, a case value), or the children
 * that spell a template's arguments in a declaration's type: expressions
 * after a TemplateRef and before the declared name. */
typedef struct const_children {
  fe_ctx *c;
  int first_only, after_template;
  unsigned name;     /* the declared name's offset, for the type's arguments */
  unsigned template; /* where the template's name is: the arguments' spans start
                        there, so that a decltype around one is seen */
} const_children;

/* The span of a constant expression (a case label, a static_assert's
 * condition).  libclang gives a cursor a macro wrote the span of the
 * whole macro use: gtest's ASSERT_EQ opens with `switch (0) case 0:
 * default:`, and its arguments are not in that constant expression.
 * Where the expression is spelled in a macro's definition, it has no
 * text in the user's file, and no span; where it is spelled in one of
 * the use's arguments, its span runs from there to the end of the use. */
static void push_constant_child(fe_ctx *c, CXCursor cur) {
  CXSourceLocation at = clang_getCursorLocation(cur);
  CXFile sf, xf;
  unsigned so, xo;
  clang_getSpellingLocation(at, &sf, NULL, NULL, &so);
  clang_getExpansionLocation(at, &xf, NULL, NULL, &xo);
  if (sf && xf && clang_File_isEqual(sf, xf) && so == xo) {
    fe_push_span(c, &c->constant_spans, cur);
    return;
  }
  fe_file *f;
  cl_loc b, e;
  if (sf && xf && clang_File_isEqual(sf, xf) && fe_cursor_span(c, cur, &f, &b, &e) &&
      b.offset <= so && so < e.offset)
    fe_push_range(c, &c->constant_spans, f, so, e.offset);
}

static enum CXChildVisitResult visit_const_child(CXCursor cur, CXCursor parent,
                                                 CXClientData data) {
  (void)parent;
  const_children *w = data;
  if (w->first_only) {
    push_constant_child(w->c, cur);
    return CXChildVisit_Break;
  }
  enum CXCursorKind k = clang_getCursorKind(cur);
  cl_loc at;
  if (!fe_location(w->c, clang_getCursorLocation(cur), NULL, &at) || at.offset >= w->name)
    return CXChildVisit_Break;
  if (k == CXCursor_TemplateRef) {
    w->after_template = 1;
    w->template = at.offset;
  } else if (w->after_template && clang_isExpression(k)) {
    fe_file *f;
    cl_loc b, e;
    if (fe_cursor_span(w->c, cur, &f, &b, &e))
      fe_push_range(w->c, &w->c->constant_spans, f, w->template, e.offset);
  }
  return CXChildVisit_Continue;
}

/* Is `constexpr` (or `consteval`) written before the name `cur` declares? */
int fe_declared_constexpr(fe_ctx *c, CXCursor cur) {
  fe_file *f;
  cl_loc b, e, name;
  if (!fe_cursor_span(c, cur, &f, &b, &e) ||
      !fe_location(c, clang_getCursorLocation(cur), NULL, &name) || name.offset < b.offset)
    return 0;
  /* Most declarations say neither: the text answers them without the
   * tokenizer, which costs more than the rest of a local's walk. */
  if (!f->text || name.offset > f->size ||
      !memmem(f->text + b.offset, name.offset - b.offset, "conste", 6))
    return 0;
  fe_tokens t = fe_tokenize(c, f, b.offset, name.offset);
  for (size_t i = 0; i < t.len; i++)
    if (!strcmp(t.items[i].text, "constexpr") || !strcmp(t.items[i].text, "consteval"))
      return 1;
  return 0;
}

/* Does user code name a specialization of the template (or templated
 * member) whose USR is `usr`? */
static int template_named(const fe_ctx *c, const char *usr) {
  for (size_t k = 0; k < c->named_templates.len; k++)
    if (!strcmp(c->named_templates.items[k], usr))
      return 1;
  return 0;
}

static void note_alignment_argument(fe_ctx *c, CXCursor var);

static void note_constant_context(fe_ctx *c, CXCursor cur) {
  enum CXCursorKind k = clang_getCursorKind(cur);
  const_children w = {.c = c, .first_only = 1};
  if (k == CXCursor_StaticAssert || k == CXCursor_CaseStmt ||
      (k == CXCursor_IfStmt && fe_is_constexpr_if(c, cur))) {
    clang_visitChildren(cur, visit_const_child, &w);
  } else if (k == CXCursor_EnumConstantDecl) {
    fe_push_span(c, &c->constant_spans, cur);
  } else if (k == CXCursor_UnaryExpr) { /* sizeof, alignof: not evaluated */
    fe_push_span(c, &c->unevaluated_spans, cur);
  } else if (k == CXCursor_VarDecl || k == CXCursor_FieldDecl) {
    cl_loc name;
    if (!fe_location(c, clang_getCursorLocation(cur), NULL, &name))
      return;
    if (k == CXCursor_VarDecl && fe_declared_constexpr(c, cur)) {
      fe_file *f;
      cl_loc b, e;
      if (fe_cursor_span(c, cur, &f, &b, &e))
        fe_push_range(c, &c->constant_spans, f, name.offset, e.offset);
    }
    w.first_only = 0;
    w.name = name.offset;
    clang_visitChildren(cur, visit_const_child, &w);
    if (k == CXCursor_VarDecl)
      note_alignment_argument(c, cur);
  }
}

/* The latest local variable named `name` declared before `before` in the
 * function being walked (lambdas' own bodies left out). */
typedef struct local_search {
  fe_ctx *c;
  const char *name;
  unsigned before;
  CXCursor found;
} local_search;

static enum CXChildVisitResult find_local(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  local_search *s = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_LambdaExpr)
    return CXChildVisit_Continue;
  if (k == CXCursor_VarDecl) {
    cl_loc at;
    if (fe_location(s->c, clang_getCursorLocation(cur), NULL, &at) && at.offset < s->before &&
        !strcmp(fe_cx_string(s->c, clang_getCursorSpelling(cur)), s->name))
      s->found = cur;
  }
  return CXChildVisit_Recurse;
}

/* `alignas(l())` or `__attribute__((aligned(l())))` on a local variable:
 * a closure call in a constant expression.  libclang shows no attribute
 * arguments, so the names called there are looked up among the
 * function's earlier locals, from the declaration's own tokens. */
static void note_alignment_argument(fe_ctx *c, CXCursor var) {
  fe_file *f;
  cl_loc b, e, name;
  CXCursor stmt = clang_getCursorSemanticParent(var);
  if (!c->has_owner_fn || !fe_is_function_kind(clang_getCursorKind(stmt)) ||
      !fe_cursor_span(c, var, &f, &b, &e) ||
      !fe_location(c, clang_getCursorLocation(var), NULL, &name) || name.offset < b.offset)
    return;
  /* The declaration's extent starts at its type: the attributes before
   * it run back to the end of the previous statement (GNU's after the
   * name are inside the extent). */
  unsigned start = b.offset;
  while (start > 0 && !strchr(";{}", f->text[start - 1]))
    start--;
  if (!memmem(f->text + start, e.offset - start, "align", 5))
    return;
  fe_tokens t = fe_tokenize(c, f, start, e.offset);
  for (size_t i = 0; i + 1 < t.len; i++) {
    if ((strcmp(t.items[i].text, "alignas") && strcmp(t.items[i].text, "aligned") &&
         strcmp(t.items[i].text, "__aligned__")) ||
        strcmp(t.items[i + 1].text, "("))
      continue;
    int depth = 0;
    for (size_t k = i + 1; k < t.len; k++) {
      depth += !strcmp(t.items[k].text, "(") - !strcmp(t.items[k].text, ")");
      if (depth == 0)
        break;
      if (t.items[k].kind != CXToken_Identifier || k + 1 >= t.len ||
          strcmp(t.items[k + 1].text, "("))
        continue;
      local_search s = {c, t.items[k].text, b.offset, clang_getNullCursor()};
      clang_visitChildren(c->owner_fn, find_local, &s);
      CXType ty = clang_getCanonicalType(clang_getCursorType(s.found));
      fe_lambda *l = clang_Cursor_isNull(s.found) || ty.kind != CXType_Record
                         ? NULL
                         : lambda_of_closure(c, clang_getTypeDeclaration(ty));
      cl_loc at;
      fe_use *u = l && fe_location(c, fe_file_location(c, f->file, t.items[k].offset),
                                   NULL, &at)
                      ? new_use_at(c, CL_USE_CONSTANT, f, at, "")
                      : NULL;
      if (!u)
        continue;
      cl_utype ut = {.kind = CL_UTYPE_CLOSURE, .lambda = l->out, .name = "",
                     .decl = l->out->begin};
      push_type(c, &u->types, &ut, l->closure);
    }
  }
}

/* A closure object named, or an extended lambda written, inside a
 * constant expression. */
static void note_constant_use(fe_ctx *c, CXCursor cur) {
  enum CXCursorKind k = clang_getCursorKind(cur);
  fe_file *file;
  cl_loc loc;
  const unsigned *span; /* {rank, begin, end} */
  if (!c->constant_spans.len || (k != CXCursor_DeclRefExpr && k != CXCursor_LambdaExpr) ||
      !fe_location(c, clang_getCursorLocation(cur), &file, &loc) ||
      !(span = fe_span_at(&c->constant_spans, file, loc.offset)) ||
      fe_span_at(&c->unevaluated_spans, file, loc.offset) ||
      unevaluated_at(c, file, span[1], loc.offset))
    return;
  CXType t = clang_getCanonicalType(clang_getCursorType(cur));
  if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
    t = clang_getCanonicalType(clang_getPointeeType(t));
  fe_lambda *l = t.kind == CXType_Record ? lambda_of_closure(c, clang_getTypeDeclaration(t))
                                         : NULL;
  if (!l && k == CXCursor_LambdaExpr)
    l = fe_lambda_of_expr(c, cur);
  fe_use *u = l ? new_use(c, CL_USE_CONSTANT, cur, "") : NULL;
  if (!u)
    return;
  cl_utype ut = {.kind = CL_UTYPE_CLOSURE, .lambda = l->out, .name = "", .decl = l->out->begin};
  push_type(c, &u->types, &ut, l->closure);
}

/* A host variable with static storage (a function's static local, a
 * namespace-scope variable) named inside a lambda: device code cannot
 * read it.  Constant and const variables are left alone (nvcc lets device
 * code use a const variable with a constant initialiser). */
static void note_host_variable(fe_ctx *c, CXCursor ref) {
  CXCursor var = clang_getCursorReferenced(ref);
  if (!c->owner_lambda || clang_getCursorKind(var) != CXCursor_VarDecl)
    return;
  int local = fe_has_function_ancestor(var);
  if (local && clang_Cursor_getStorageClass(var) != CX_SC_Static)
    return;
  if (!local && fe_is_class_kind(clang_getCursorKind(clang_getCursorSemanticParent(var))))
    return; /* static data members: their own rules */
  CXType t = clang_getCursorType(var);
  if (clang_isConstQualifiedType(t) || fe_declared_constexpr(c, var) ||
      (fe_annotations(var) & CL_ANNOT_DEVICE) || fe_cursor_has_token(c, var, "__constant__") ||
      fe_cursor_has_token(c, var, "__managed__") || fe_cursor_has_token(c, var, "__shared__"))
    return;
  fe_hostvar *h = cl_alloc(c->arena, sizeof *h);
  fe_file *file;
  if (!fe_location(c, clang_getCursorLocation(ref), &file, &h->out.loc) ||
      fe_discarded_mention(c, file, h->out.loc.offset))
    return;
  h->out.name = fe_cx_string(c, clang_getCursorSpelling(var));
  CXCursor fn = clang_getCursorSemanticParent(var);
  h->out.what = local ? cl_printf(c->arena, "a static local of '%s'",
                                  fe_cx_string(c, clang_getCursorSpelling(fn)))
                      : "a namespace-scope variable";
  h->owner = c->owner_lambda;
  cl_vec_push(&c->host_variables, h);
}

void fe_note_use(fe_ctx *c, CXCursor cur) {
  note_constant_context(c, cur);
  if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr)
    note_host_variable(c, cur);
  note_constant_use(c, cur);
  switch (clang_getCursorKind(cur)) {
  case CXCursor_DeclRefExpr:
    note_reference(c, cur);
    note_trait(c, cur);
    note_mention(c, cur);
    break;
  case CXCursor_MemberRefExpr:
    note_reference(c, cur);
    break;
  case CXCursor_CallExpr:
    note_conversion(c, cur);
    break;
  case CXCursor_TemplateRef:
    note_trait(c, cur);
    break;
  case CXCursor_TypeRef:
    note_mention(c, cur);
    break;
  default:
    break;
  }
}

/* One use per trait span and closure named inside it. */
static void trait_uses(fe_ctx *c) {
  for (size_t i = 0; i < c->trait_spans.len; i++) {
    const fe_trait_span *s = c->trait_spans.items[i];
    cl_vec types = {0};
    for (size_t j = 0; j < c->mentions.len; j++) {
      const fe_mention *m = c->mentions.items[j];
      if (m->file != s->file || m->offset <= s->begin || m->offset >= s->end)
        continue;
      cl_utype t = {.kind = CL_UTYPE_CLOSURE, .lambda = m->lambda->out, .name = "",
                    .decl = m->lambda->out->begin};
      push_type(c, &types, &t, m->lambda->closure);
    }
    if (!types.len)
      continue;
    fe_use *u = cl_alloc(c->arena, sizeof *u);
    u->out.kind = CL_USE_TRAIT;
    u->out.loc = s->loc;
    u->out.name = s->name;
    u->out.space = s->space;
    u->owner = s->owner;
    u->file = s->file;
    u->types = types;
    cl_vec_push(&c->uses, u);
  }
}

/* clang's own error for a conversion R16 reports better: the implicit
 * invoker refers to the __device__ operator() from host code. */
static void drop_replaced_messages(fe_ctx *c) {
  cl_model *m = c->model;
  size_t kept = 0;
  for (size_t i = 0; i < m->nmessages; i++) {
    cl_message *msg = &m->messages[i];
    int replaced = 0;
    for (size_t j = 0; j < m->nuses && !replaced; j++) {
      const cl_use *u = &m->uses[j];
      replaced = u->kind == CL_USE_FNPTR && msg->severity == CL_ERROR && msg->loc.file &&
                 !strcmp(msg->loc.file, u->loc.file) && msg->loc.offset == u->loc.offset &&
                 cl_starts_with(msg->text, "reference to __device__ function 'operator()'");
    }
    if (replaced)
      m->errors--;
    else
      m->messages[kept++] = *msg;
  }
  m->nmessages = kept;
}

static int by_position(const void *pa, const void *pb) {
  const fe_use *a = *(fe_use *const *)pa, *b = *(fe_use *const *)pb;
  if (a->file->rank != b->file->rank)
    return a->file->rank < b->file->rank ? -1 : 1;
  if (a->out.loc.offset != b->out.loc.offset)
    return a->out.loc.offset < b->out.loc.offset ? -1 : 1;
  return 0;
}

/* The use's types for the model; a local type that is in fact the closure
 * of a lambda the walk reached later becomes a closure. */
static void finish_types(fe_ctx *c, fe_use *u) {
  u->out.types = cl_alloc(c->arena, (u->types.len + 1) * sizeof *u->out.types);
  for (size_t i = 0; i < u->types.len; i++) {
    fe_utype *t = u->types.items[i];
    fe_lambda *l = t->out.kind == CL_UTYPE_LOCAL ? lambda_of_closure(c, t->decl) : NULL;
    if (l) {
      t->out.kind = CL_UTYPE_CLOSURE;
      t->out.lambda = l->out;
    }
    u->out.types[i] = t->out;
  }
  u->out.ntypes = u->types.len;
  cl_vec_free(&u->types);
}

/* What is left of `t` under references, pointers and const. */
static CXType strip_type(CXType t) {
  t = clang_getCanonicalType(t);
  while (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference ||
         t.kind == CXType_Pointer)
    t = clang_getCanonicalType(clang_getPointeeType(t));
  return clang_getUnqualifiedType(t);
}

typedef struct own_params {
  unsigned n;                 /* template parameters seen */
  unsigned pos;               /* the one asked for */
  const char *wanted;         /* its type's canonical spelling */
  unsigned nparams;           /* function parameters seen */
  int param;                  /* the first declared with it (-1: none yet) */
  fe_ctx *c;
} own_params;

static enum CXChildVisitResult find_own_param(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  own_params *s = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (fe_is_template_parameter_kind(k)) {
    if (s->n++ == s->pos && k == CXCursor_TemplateTypeParameter)
      s->wanted = fe_cx_string(s->c, clang_getTypeSpelling(
                                         clang_getCanonicalType(clang_getCursorType(cur))));
  } else if (k == CXCursor_ParmDecl) {
    if (s->param < 0 && s->wanted &&
        !strcmp(fe_cx_string(s->c, clang_getTypeSpelling(strip_type(clang_getCursorType(cur)))),
                s->wanted))
      s->param = (int)s->nparams;
    s->nparams++;
  }
  return CXChildVisit_Continue;
}

/* The type specialization `in` gives its template's type parameter at
 * `pos`; kind CXType_Invalid when it cannot be told.  libclang lists the
 * template arguments of a function but not of a member function: there
 * the argument comes from a function parameter declared with the
 * parameter (`T`, `const T &`, `T *`), as deduction found it. */
static CXType template_argument(fe_ctx *c, const fe_instance *in, unsigned pos) {
  int n = clang_Cursor_getNumTemplateArguments(in->fn);
  if (n >= 0)
    return (int)pos < n && clang_Cursor_getTemplateArgumentKind(in->fn, pos) ==
                               CXTemplateArgumentKind_Type
               ? clang_Cursor_getTemplateArgumentType(in->fn, pos)
               : (CXType){.kind = CXType_Invalid};
  own_params s = {.pos = pos, .param = -1, .c = c};
  clang_visitChildren(in->primary, find_own_param, &s);
  if (s.param < 0 || s.param >= clang_Cursor_getNumArguments(in->fn))
    return (CXType){.kind = CXType_Invalid};
  return strip_type(clang_getCursorType(clang_Cursor_getArgument(in->fn, (unsigned)s.param)));
}

/* The use of `in` (the one its other types made, or a new one). */
static fe_use *instance_use(fe_ctx *c, const fe_instance *in) {
  fe_file *file;
  cl_loc loc;
  if (!fe_location(c, clang_getCursorLocation(in->ref), &file, &loc))
    return NULL;
  for (size_t i = 0; i < c->uses.len; i++) {
    fe_use *o = c->uses.items[i];
    if (o->file == file && o->out.loc.offset == loc.offset && o->out.kind == CL_USE_INSTANCE)
      return o;
  }
  fe_use *u = new_use_at(c, CL_USE_INSTANCE, file, loc,
                         fe_cx_string(c, clang_getCursorSpelling(in->fn)));
  if (u) {
    u->out.usr = in->usr;
    u->out.space = CL_SPACE_HOST; /* not read for instances */
    u->owner = NULL;
  }
  return u;
}

/* R12b for an array capture whose element type is the enclosing function
 * template's own type parameter: each specialization user code names
 * supplies the element type.  One finding per lambda, capture and element
 * type, at the first such use (nvcc reports it once per instantiation). */
static void array_element_uses(fe_ctx *c) {
  cl_vec seen = {0}; /* const char*: "lambda index/capture/type" */
  for (size_t li = 0; li < c->lambdas.len; li++) {
    fe_lambda *l = c->lambdas.items[li];
    const cl_lambda *out = l->out;
    if (!out->extended || !out->enclosing || !out->enclosing->is_template)
      continue;
    for (size_t ci = 0; ci < out->ncaptures; ci++) {
      const cl_capture *cap = &out->captures[ci];
      if ((!cap->element_tparam && !cap->element_dependent_size) || cap->kind != CL_CAP_COPY)
        continue;
      for (size_t ii = 0; ii < c->instances.len; ii++) {
        const fe_instance *in = c->instances.items[ii];
        if (strcmp(in->usr, out->enclosing->usr))
          continue;
        const char *lacks = cap->element_lacks, *name = cap->element_type;
        if (cap->element_tparam) {
          CXType arg = clang_getCanonicalType(template_argument(c, in, cap->element_tparam - 1));
          lacks = arg.kind == CXType_Invalid ? NULL : fe_class_lacks(arg);
          while (arg.kind == CXType_ConstantArray || arg.kind == CXType_IncompleteArray)
            arg = clang_getCanonicalType(clang_getArrayElementType(arg));
          name = fe_cx_string(c, clang_getTypeSpelling(clang_getUnqualifiedType(arg)));
        }
        if (!lacks)
          continue;
        const char *key = cl_printf(c->arena, "%zu/%zu/%s", li, ci, name);
        int dup = 0;
        for (size_t k = 0; k < seen.len && !dup; k++)
          dup = !strcmp(seen.items[k], key);
        if (dup)
          continue;
        cl_vec_push(&seen, (void *)key);
        fe_use *u = instance_use(c, in);
        if (!u)
          continue;
        cl_utype t = {.kind = CL_UTYPE_ARRAY_ELEMENT, .name = name, .lambda = out,
                      .owner = cap->name, .lacks = lacks, .decl = cap->loc};
        push_type(c, &u->types, &t, clang_getNullCursor());
      }
    }
  }
  cl_vec_free(&seen);
  cl_vec_free(&c->instances);
}

void fe_finish_uses(fe_ctx *c) {
  trait_uses(c);
  array_element_uses(c);
  cl_sort(c->uses.items, c->uses.len, sizeof *c->uses.items, by_position);
  cl_model *m = c->model;
  m->uses = cl_alloc(c->arena, (c->uses.len + 1) * sizeof *m->uses);
  for (size_t i = 0; i < c->uses.len; i++) {
    fe_use *u = c->uses.items[i];
    if (u->owner)
      u->out.space = u->owner->out->space;
    finish_types(c, u);
    m->uses[i] = u->out;
  }
  m->nuses = c->uses.len;
  drop_replaced_messages(c);
  /* Launches in device code whose code nvcc compiles: in a template only
   * when user code names the template (an unused one is not compiled). */
  m->device_launches = cl_alloc(c->arena, (c->device_launches.len + 1) * sizeof *m->device_launches);
  for (size_t i = 0; i < c->device_launches.len; i++) {
    const fe_launch *l = c->device_launches.items[i];
    if ((l->owner ? l->owner->out->space : l->space) == CL_SPACE_HOST)
      continue;
    if (!l->template_usr || template_named(c, l->template_usr))
      m->device_launches[m->ndevice_launches++] = (cl_launch){.kernel = l->kernel, .loc = l->loc};
  }
  cl_vec_free(&c->device_launches);
  cl_vec_free(&c->named_templates);
  /* Host variables named in extended lambdas (a host-device one runs its
   * body on the device too once a kernel gets it). */
  m->host_variables = cl_alloc(c->arena, (c->host_variables.len + 1) * sizeof *m->host_variables);
  for (size_t i = 0; i < c->host_variables.len; i++) {
    fe_hostvar *h = c->host_variables.items[i];
    if (h->owner->out->extended) {
      h->out.lambda = h->owner->out;
      m->host_variables[m->nhost_variables++] = h->out;
    }
  }
  cl_vec_free(&c->host_variables);
  cl_vec_free(&c->constant_spans);
  cl_vec_free(&c->unevaluated_spans);
}
