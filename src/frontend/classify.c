/* classify.c - execution space, extendedness and the enclosing function
 * of each lambda (guide 5.3.7, 5.3.7.2 and the 5.3.7.4 algorithm), plus
 * the enclosing classes and template parameter lists the later stages
 * need.  Everything follows clang's semantic parents, never the visitor's
 * lexical stack: a lambda in a default argument has no enclosing function
 * even though it is written inside one. */
#include <string.h>

#include "fe_internal.h"

static cl_access access_of(CXCursor cur) {
  switch (clang_getCXXAccessSpecifier(cur)) {
  case CX_CXXPublic: return CL_ACCESS_PUBLIC;
  case CX_CXXProtected: return CL_ACCESS_PROTECTED;
  case CX_CXXPrivate: return CL_ACCESS_PRIVATE;
  default: return CL_ACCESS_NONE;
  }
}

/* A name without template arguments: "Holder<T>" becomes "Holder". */
static const char *plain_name(fe_ctx *c, CXCursor cur) {
  const char *s = fe_cx_string(c, clang_getCursorSpelling(cur));
  const char *lt = strchr(s, '<');
  if (lt && !cl_starts_with(s, "operator"))
    return cl_strndup(c->arena, s, (size_t)(lt - s));
  return s;
}

typedef struct tparam_walk {
  fe_ctx *c;
  cl_vec found; /* CXCursor* copies */
} tparam_walk;

static enum CXChildVisitResult collect_tparam(CXCursor cur, CXCursor parent,
                                              CXClientData data) {
  (void)parent;
  tparam_walk *w = data;
  if (fe_is_template_parameter_kind(clang_getCursorKind(cur))) {
    CXCursor *copy = cl_alloc(w->c->arena, sizeof *copy);
    *copy = cur;
    cl_vec_push(&w->found, copy);
  }
  return CXChildVisit_Continue;
}

/* A pack has `...` in its declaration; for a template template parameter
 * only a `...` outside its own parameter list counts. */
static cl_tparam read_tparam(fe_ctx *c, CXCursor cur) {
  cl_tparam p = {0};
  enum CXCursorKind k = clang_getCursorKind(cur);
  p.kind = k == CXCursor_TemplateTypeParameter      ? CL_TPARAM_TYPE
           : k == CXCursor_NonTypeTemplateParameter ? CL_TPARAM_NONTYPE
                                                    : CL_TPARAM_TEMPLATE;
  p.name = fe_cx_string(c, clang_getCursorSpelling(cur));
  /* Declared by a macro (Catch2's TEMPLATE_TEST_CASE): the file holds the
   * macro's use, so the declaration is said again from what clang knows. */
  const char *said = p.kind == CL_TPARAM_TYPE
                         ? cl_printf(c->arena, "class %s", p.name)
                         : cl_printf(c->arena, "%s %s",
                                     fe_cx_string(c, clang_getTypeSpelling(clang_getCursorType(cur))),
                                     p.name);
  if (fe_in_macro_body(clang_getCursorLocation(cur)) && p.kind != CL_TPARAM_TEMPLATE) {
    p.text = said;
    return p;
  }
  cl_loc b, e;
  fe_file *f;
  CXSourceRange r = clang_getCursorExtent(cur);
  if (fe_location(c, clang_getRangeStart(r), &f, &b) &&
      fe_location(c, clang_getRangeEnd(r), NULL, &e) && e.offset >= b.offset) {
    fe_tokens t = fe_active_tokens(c, f, fe_tokenize(c, f, b.offset, e.offset));
    int depth = 0;
    for (size_t i = 0; i < t.len; i++) {
      const char *s = t.items[i].text;
      if (!strcmp(s, "<"))
        depth++;
      else if (!strcmp(s, ">"))
        depth--;
      else if (!strcmp(s, ">>"))
        depth -= 2;
      else if (!strcmp(s, "=") && depth == 0)
        break; /* a default argument may mention packs of its own */
      else if (!strcmp(s, "...") && depth == 0)
        p.pack = 1;
    }
    p.text = fe_join_tokens(c, t.items, t.len);
    /* Spelled in a macro's argument (Catch2's TEMPLATE_TEST_CASE_SIG,
     * `((typename Key, typename Value), ...)`), the extent may stop short
     * of the name: the declaration is said again. */
    if (*p.name && !cl_mentions_word(p.text, p.name, strlen(p.name)) &&
        p.kind != CL_TPARAM_TEMPLATE)
      p.text = said;
  } else {
    p.text = p.name;
  }
  return p;
}

static cl_tparams tparams_of(fe_ctx *c, CXCursor owner, size_t skip, size_t take) {
  tparam_walk w = {.c = c};
  clang_visitChildren(owner, collect_tparam, &w);
  cl_tparams out = {0};
  if (skip > w.found.len)
    skip = w.found.len;
  size_t n = w.found.len - skip;
  if (take < n)
    n = take;
  out.items = cl_alloc(c->arena, (n + 1) * sizeof *out.items);
  for (size_t i = 0; i < n; i++)
    out.items[i] = read_tparam(c, *(CXCursor *)w.found.items[skip + i]);
  out.len = n;
  cl_vec_free(&w.found);
  return out;
}

static size_t count_tparams(fe_ctx *c, CXCursor owner) {
  tparam_walk w = {.c = c};
  clang_visitChildren(owner, collect_tparam, &w);
  size_t n = w.found.len;
  cl_vec_free(&w.found);
  return n;
}

typedef struct member_search {
  fe_ctx *c;
  const cl_tparams *names;  /* the out-of-line definition's parameters */
  const cl_tparams *own;    /* the class definition's, same positions */
  const char *found;
} member_search;

/* Does the member `cur` mean the class's own parameter `own` (`using
 * ParticleType = T_ParticleType;`, `static constexpr int N = T_N;`, as
 * AMReX writes)?  Then the name means the same inside the class as the
 * out-of-line definition's parameter, and `&A<Bar>::f` names f itself. */
static int member_means(fe_ctx *c, CXCursor cur, const char *own) {
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_TypedefDecl || k == CXCursor_TypeAliasDecl) {
    CXType t = clang_getTypedefDeclUnderlyingType(cur);
    const char *name = fe_cx_string(c, clang_getTypeSpelling(t));
    return t.kind != CXType_Invalid && *own && !strcmp(name, own);
  }
  if (k != CXCursor_VarDecl)
    return 0;
  cl_loc b, e;
  fe_file *f;
  if (!fe_cursor_span(c, cur, &f, &b, &e))
    return 0;
  fe_tokens t = fe_tokenize(c, f, b.offset, e.offset);
  size_t i = 0;
  while (i < t.len && strcmp(t.items[i].text, "="))
    i++;
  return i + 2 == t.len && *own && !strcmp(t.items[i + 1].text, own);
}

static enum CXChildVisitResult find_member_named(CXCursor cur, CXCursor parent,
                                                 CXClientData data) {
  (void)parent;
  member_search *s = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  /* Members are declarations: not the partial specialization's own
   * arguments (`Diagonal< Distributed< Matrix > >` names Matrix by a
   * TypeRef), its bases or its access specifiers. */
  if (fe_is_template_parameter_kind(k) || k == CXCursor_CXXAccessSpecifier ||
      k == CXCursor_CXXBaseSpecifier || !clang_isDeclaration(k))
    return CXChildVisit_Continue;
  const char *name = fe_cx_string(s->c, clang_getCursorSpelling(cur));
  for (size_t i = 0; i < s->names->len; i++)
    if (*name && !strcmp(name, s->names->items[i].name) &&
        !(i < s->own->len && member_means(s->c, cur, s->own->items[i].name))) {
      s->found = s->names->items[i].name;
      return CXChildVisit_Break;
    }
  return CXChildVisit_Continue;
}

/* R05: in `template <class Bar> void A<Bar>::f()`, a member of A named
 * Bar wins over the parameter inside f, so nvcc's `&A<Bar>::f` names
 * another specialisation's f. */
static const char *member_shadowing(fe_ctx *c, CXCursor cls, const cl_tparams *names,
                                    const cl_tparams *own) {
  member_search s = {.c = c, .names = names, .own = own};
  clang_visitChildren(cls, find_member_named, &s);
  return s.found;
}

/* Enclosing classes, outermost first.  For an out-of-line member of a
 * class template the definition renames the class's parameters
 * (`template <class Bar> void A<Bar>::f()`): those names are the ones the
 * body uses, so they are the ones recorded.  libclang lists a member
 * template's own parameters before the class headers' (`template <class
 * T> template <int N> void A<T>::f()` gives N, T): `*own_first` is how
 * many of its own come first, `*outer_params` how many the classes'. */
static void read_classes(fe_ctx *c, CXCursor fn, cl_function *out, size_t *outer_params,
                         size_t *own_first) {
  cl_vec chain = {0};
  for (CXCursor p = clang_getCursorSemanticParent(fn);
       !clang_Cursor_isNull(p) && fe_is_class_kind(clang_getCursorKind(p));
       p = clang_getCursorSemanticParent(p)) {
    CXCursor *copy = cl_alloc(c->arena, sizeof *copy);
    *copy = p;
    cl_vec_push(&chain, copy);
  }
  out->nclasses = chain.len;
  out->classes = cl_alloc(c->arena, (chain.len + 1) * sizeof *out->classes);
  CXCursor lexical = clang_getCursorLexicalParent(fn);
  int out_of_line = !clang_equalCursors(lexical, clang_getCursorSemanticParent(fn));
  size_t class_params = 0;
  for (size_t i = 0; out_of_line && i < chain.len; i++) {
    CXCursor cls = *(CXCursor *)chain.items[i];
    enum CXCursorKind kind = clang_getCursorKind(cls);
    if (kind == CXCursor_ClassTemplate || kind == CXCursor_ClassTemplatePartialSpecialization)
      class_params += count_tparams(c, cls);
  }
  size_t all = out_of_line ? count_tparams(c, fn) : 0;
  *own_first = clang_getCursorKind(fn) == CXCursor_FunctionTemplate && all > class_params
                   ? all - class_params
                   : 0;
  size_t used = *own_first;
  for (size_t i = 0; i < chain.len; i++) {
    CXCursor cls = *(CXCursor *)chain.items[chain.len - 1 - i];
    cl_class *k = &out->classes[i];
    enum CXCursorKind kind = clang_getCursorKind(cls);
    k->unnamed = clang_Cursor_isAnonymous(cls) != 0;
    k->name = k->unnamed ? "" : plain_name(c, cls);
    k->local = fe_has_function_ancestor(cls);
    k->access = access_of(cls);
    k->is_template = kind == CXCursor_ClassTemplate ||
                     kind == CXCursor_ClassTemplatePartialSpecialization;
    if (!k->is_template)
      continue;
    size_t n = count_tparams(c, cls);
    k->tparams = out_of_line ? tparams_of(c, fn, used, n) : tparams_of(c, cls, 0, n);
    if (out_of_line && k->tparams.len < n)
      k->tparams = tparams_of(c, cls, 0, n);
    else if (out_of_line && !out->shadowed_tparam) {
      cl_tparams own = tparams_of(c, cls, 0, n);
      out->shadowed_tparam = member_shadowing(c, cls, &k->tparams, &own);
    }
    used += n;
  }
  *outer_params = out_of_line ? used - *own_first : 0;
  cl_vec_free(&chain);
}

static const char *qualified_name(fe_ctx *c, CXCursor fn) {
  cl_vec parts = {0};
  cl_vec_push(&parts, (void *)plain_name(c, fn));
  for (CXCursor p = clang_getCursorSemanticParent(fn); !clang_Cursor_isNull(p);
       p = clang_getCursorSemanticParent(p)) {
    enum CXCursorKind k = clang_getCursorKind(p);
    if (k == CXCursor_TranslationUnit)
      break;
    if (k == CXCursor_LinkageSpec)
      continue;
    const char *name;
    if (clang_Cursor_isAnonymous(p))
      name = k == CXCursor_Namespace ? "(anonymous namespace)" : "(unnamed)";
    else
      name = plain_name(c, p);
    cl_vec_push(&parts, (void *)name);
  }
  cl_buf b = {0};
  for (size_t i = parts.len; i-- > 0;) {
    cl_buf_puts(&b, parts.items[i]);
    if (i)
      cl_buf_puts(&b, "::");
  }
  const char *s = cl_strdup(c->arena, cl_buf_str(&b));
  cl_buf_free(&b);
  cl_vec_free(&parts);
  return s;
}

/* R10: why `fn` lacks external linkage, or NULL when it has it. */
static const char *linkage_gap(CXCursor fn) {
  enum CXLinkageKind k = clang_getCursorLinkage(fn);
  if (k == CXLinkage_External || k == CXLinkage_Invalid)
    return NULL;
  for (CXCursor p = clang_getCursorSemanticParent(fn);
       !clang_Cursor_isNull(p) && !clang_isTranslationUnit(clang_getCursorKind(p));
       p = clang_getCursorSemanticParent(p))
    if (clang_getCursorKind(p) == CXCursor_Namespace && clang_Cursor_isAnonymous(p))
      return "anonymous namespace";
  return k == CXLinkage_NoLinkage ? "member of a local class" : "'static'";
}

static cl_fn_kind fn_kind(fe_ctx *c, CXCursor fn) {
  enum CXCursorKind k = clang_getCursorKind(fn);
  if (k == CXCursor_FunctionTemplate)
    k = clang_getTemplateCursorKind(fn);
  if (k == CXCursor_Constructor)
    return CL_FN_CTOR;
  if (k == CXCursor_Destructor)
    return CL_FN_DTOR;
  if (k == CXCursor_ConversionFunction)
    return CL_FN_CONVERSION;
  const char *name = fe_cx_string(c, clang_getCursorSpelling(fn));
  if (cl_starts_with(name, "operator"))
    return CL_FN_OPERATOR;
  return k == CXCursor_CXXMethod ? CL_FN_METHOD : CL_FN_FREE;
}

static int dependent_context(CXCursor closure);

/* An abbreviated function template's first `auto` parameter (its type is
 * an invented template parameter), read from the parameters' types as
 * written: a TypeRef to `auto` before the parameter's name. */
typedef struct auto_search {
  fe_ctx *c;
  const char *found;
} auto_search;

static enum CXChildVisitResult find_auto_type(CXCursor cur, CXCursor parent, CXClientData data) {
  auto_search *s = data;
  if (clang_getCursorKind(cur) == CXCursor_TypeRef &&
      !strcmp(fe_cx_string(s->c, clang_getCursorSpelling(cur)), "auto")) {
    s->found = fe_cx_string(s->c, clang_getCursorSpelling(parent));
    return CXChildVisit_Break;
  }
  return CXChildVisit_Continue;
}

static enum CXChildVisitResult find_auto_param(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  auto_search *s = data;
  if (clang_getCursorKind(cur) == CXCursor_ParmDecl)
    clang_visitChildren(cur, find_auto_type, s);
  return s->found ? CXChildVisit_Break : CXChildVisit_Continue;
}

static const char *invented_param(fe_ctx *c, CXCursor fn) {
  auto_search s = {c, NULL};
  clang_visitChildren(fn, find_auto_param, &s);
  return s.found;
}

static cl_function *read_function(fe_ctx *c, CXCursor fn) {
  cl_function *f = cl_alloc(c->arena, sizeof *f);
  f->name = qualified_name(c, fn);
  f->usr = fe_cx_string(c, clang_getCursorUSR(fn));
  f->kind = fn_kind(c, fn);
  f->annot = fe_annotations(fn);
  f->space = fe_space_of_annotations(f->annot);
  f->access = access_of(fn);
  f->is_template = clang_getCursorKind(fn) == CXCursor_FunctionTemplate;
  f->static_member = clang_CXXMethod_isStatic(fn) != 0;
  if (f->is_template)
    f->invented_param = invented_param(c, fn);
  /* A template's instantiation that cannot be constexpr is just not
   * constexpr (nvcc accepts it, instantiated or not). */
  f->is_constexpr = fe_declared_constexpr(c, fn) && !f->is_template && !dependent_context(fn);
  /* A friend's first declaration inside a class makes it visible to
   * argument-dependent lookup only; defined inside the class too, it has
   * no name at namespace scope where the lambda is (a definition at
   * namespace scope is one). */
  f->hidden_friend = fe_is_class_kind(clang_getCursorKind(
                         clang_getCursorLexicalParent(clang_getCanonicalCursor(fn)))) &&
                     fe_is_class_kind(clang_getCursorKind(clang_getCursorLexicalParent(fn))) &&
                     !fe_is_class_kind(clang_getCursorKind(clang_getCursorSemanticParent(fn)));
  f->no_external_linkage = linkage_gap(fn);
  f->deduced_return = f->kind != CL_FN_CTOR && f->kind != CL_FN_DTOR &&
                      clang_getCursorResultType(fn).kind == CXType_Auto;
  size_t outer = 0, own_first = 0;
  read_classes(c, fn, f, &outer, &own_first);
  f->tparams = own_first ? tparams_of(c, fn, 0, own_first) : tparams_of(c, fn, outer, (size_t)-1);
  fe_location(c, clang_getCursorLocation(fn), NULL, &f->loc);
  return f;
}

/* Is the lambda's body a dependent context, where clang defers implicit
 * captures until instantiation?  True inside any template or generic
 * lambda on the semantic chain. */
static int dependent_context(CXCursor closure) {
  for (CXCursor p = clang_getCursorSemanticParent(closure);
       !clang_Cursor_isNull(p) && !clang_isTranslationUnit(clang_getCursorKind(p));
       p = clang_getCursorSemanticParent(p)) {
    enum CXCursorKind k = clang_getCursorKind(p);
    if (k == CXCursor_FunctionTemplate || k == CXCursor_ClassTemplate ||
        k == CXCursor_ClassTemplatePartialSpecialization)
      return 1;
  }
  return 0;
}

static const char *why(cl_lambda *l, int has_device_annot) {
  if (l->extended)
    return l->context_space == CL_SPACE_HOST_DEVICE
               ? "annotated in a __host__ __device__ function"
               : "annotated in a __host__ function";
  if (!(l->annot & (CL_ANNOT_HOST | CL_ANNOT_DEVICE)))
    return "no execution-space annotation";
  if (!has_device_annot)
    return "annotated __host__ only";
  if (!l->has_context)
    return "not defined in a function's block scope";
  return "its enclosing function is __device__";
}

/* Where the file spells the lambda's execution-space words: plain nvcc
 * refuses them on lambdas it does not lower, so the lowering drops them. */
static void read_annotation_spans(fe_ctx *c, fe_lambda *l, const fe_introducer *in) {
  cl_lambda *out = l->out;
  out->annotations = cl_alloc(c->arena, (in->ndeclarator + 1) * sizeof *out->annotations);
  for (size_t i = 0; i < in->ndeclarator; i++) {
    const fe_token *t = &in->declarator[i];
    if (!strcmp(t->text, "(") || !strcmp(t->text, "{"))
      break;
    if (!fe_is_space_token(c, l->file, t, l->op))
      continue;
    size_t len = strlen(t->text);
    if (t->offset + len <= l->file->size && !strncmp(l->file->text + t->offset, t->text, len))
      out->annotations[out->nannotations++] = (cl_span){t->offset, (unsigned)len};
    else
      out->annotation_from_macro = 1;
  }
}

/* The namespace-scope variable declaration whose initializer holds the
 * lambda at `at`. */
typedef struct ns_search {
  fe_ctx *c;
  const fe_file *file;
  unsigned at;
  long found;
} ns_search;

static enum CXChildVisitResult find_ns_decl(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  ns_search *s = data;
  cl_loc b, e;
  fe_file *f;
  if (fe_implicit_instantiation(cur) || !fe_cursor_span(s->c, cur, &f, &b, &e) ||
      f != s->file || s->at < b.offset || s->at >= e.offset)
    return CXChildVisit_Continue;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_Namespace || k == CXCursor_LinkageSpec || k == CXCursor_UnexposedDecl)
    return CXChildVisit_Recurse;
  if (k == CXCursor_VarDecl)
    s->found = b.offset;
  return CXChildVisit_Break;
}

/* A __device__ or __host__ __device__ lambda in a namespace-scope
 * variable's initializer: plain nvcc refuses the annotation, and without
 * it the lambda is host only, so the lowering makes it a class whose
 * operator() keeps the annotation.  Reads where the declaration starts and
 * the operator's declaration, from the declarator's tokens without the
 * execution-space words, `mutable` and `constexpr`. */
static void read_namespace_scope(fe_ctx *c, fe_lambda *l, const fe_introducer *in) {
  cl_lambda *out = l->out;
  if (out->has_context || out->parent >= 0 || !(out->annot & CL_ANNOT_DEVICE) || !in->ok ||
      out->generic || out->from_macro || out->annotation_from_macro)
    return;
  ns_search s = {c, l->file, out->begin.offset, -1};
  clang_visitChildren(clang_getTranslationUnitCursor(c->tu), find_ns_decl, &s);
  if (s.found < 0)
    return;
  /* Two spare slots in front for a missing parameter list. */
  fe_token *t = (fe_token *)cl_alloc(c->arena, (in->ndeclarator + 2) * sizeof *t) + 2;
  size_t n = 0;
  for (size_t i = 0; i < in->ndeclarator; i++) {
    const fe_token *d = &in->declarator[i];
    if (!fe_is_space_token(c, l->file, d, l->op) && strcmp(d->text, "mutable") &&
        strcmp(d->text, "constexpr"))
      t[n++] = *d;
  }
  if (!n || strcmp(t[0].text, "(")) { /* `[] __device__ { ... }`: no parameter list */
    *--t = (fe_token){CXToken_Punctuation, ")", 0};
    *--t = (fe_token){CXToken_Punctuation, "(", 0};
    n += 2;
  }
  size_t close = fe_group_end(t, n, 0);
  const char *head = fe_join_tokens(c, t, close), *tail = fe_join_tokens(c, t + close, n - close);
  out->ns_operator = cl_printf(c->arena, "%s%s%s%s", head, out->is_mutable ? "" : " const",
                               *tail ? " " : "", tail);
  out->ns_decl_offset = s.found;
}

void fe_classify(fe_ctx *c, fe_lambda *l) {
  cl_lambda *out = l->out;
  out->annot = fe_annotations(l->op);
  out->generic = clang_getCursorKind(l->op) == CXCursor_FunctionTemplate;
  out->dependent = dependent_context(l->closure);

  /* The innermost context: a function, a lambda's operator(), or none. */
  CXCursor ctx = clang_getCursorSemanticParent(l->closure);
  out->has_context = fe_is_function_kind(clang_getCursorKind(ctx));
  out->context_space = CL_SPACE_HOST;
  if (out->has_context) {
    fe_lambda *parent = fe_lambda_of_operator(c, ctx);
    if (parent) {
      out->parent = (long)parent->out->index;
      out->context_space = parent->out->space;
    } else {
      out->context_space = fe_space_of_annotations(fe_annotations(ctx));
    }
  }
  if (out->annot & (CL_ANNOT_HOST | CL_ANNOT_DEVICE))
    out->space = fe_space_of_annotations(out->annot & ~(unsigned)CL_ANNOT_GLOBAL);
  else
    out->space = out->context_space;
  int device_annot = (out->annot & CL_ANNOT_DEVICE) != 0;
  out->extended = device_annot && out->has_context && out->context_space != CL_SPACE_DEVICE;
  out->why = why(out, device_annot);

  /* Guide 5.3.7.4: skip enclosing lambdas' operator()s. */
  CXCursor fn = ctx;
  for (fe_lambda *outer; (outer = fe_lambda_of_operator(c, fn)) != NULL;)
    fn = clang_getCursorSemanticParent(outer->closure);
  if (fe_is_function_kind(clang_getCursorKind(fn)))
    out->enclosing = read_function(c, fn);

  fe_introducer in = fe_read_introducer(c, l);
  out->from_macro = l->out->begin.offset < l->file->size &&
                    l->file->text[l->out->begin.offset] != '[';
  out->capture_default = in.def;
  out->is_mutable = in.is_mutable;
  out->is_constexpr = in.is_constexpr;
  out->generic = out->generic || in.explicit_tparams;
  out->trailing_return = in.trailing_return != NULL;
  out->trailing_return_type = in.trailing_return;
  fe_compute_captures(c, l, &in);
  read_annotation_spans(c, l, &in);
  read_namespace_scope(c, l, &in);
  if (out->extended && out->enclosing)
    fe_lowering_info(c, l, &in, fn);
  if (out->extended && out->space == CL_SPACE_HOST_DEVICE)
    fe_signature_hidden(c, l);
}
