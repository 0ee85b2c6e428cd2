/* messages.c - clang's diagnostics for one parse, turned into the model's
 * compiler messages (cl_message): severity, text, option, location and the
 * quoted source line.  Where clang rejects what nvcc accepts, the message
 * is dropped or rewritten here, in one place.  Nothing is printed. */
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

static const char *source_line(fe_ctx *c, CXFile f, unsigned offset) {
  size_t size = 0;
  const char *text = fe_file_contents(c, f, &size);
  if (!text || offset > size)
    return NULL;
  size_t b = offset, e = offset;
  while (b > 0 && text[b - 1] != '\n')
    b--;
  while (e < size && text[e] != '\n' && text[e] != '\r')
    e++;
  return cl_strndup(c->arena, text + b, e - b);
}

static int has_child_note(CXDiagnostic d, const char *text) {
  CXDiagnosticSet kids = clang_getChildDiagnostics(d);
  int found = 0;
  for (unsigned i = 0; kids && i < clang_getNumDiagnosticsInSet(kids) && !found; i++) {
    CXDiagnostic k = clang_getDiagnosticInSet(kids, i);
    CXString s = clang_getDiagnosticSpelling(k);
    found = strstr(clang_getCString(s), text) != NULL;
    clang_disposeString(s);
    clang_disposeDiagnostic(k);
  }
  return found;
}

/* The declarations a search from the top can meet, read once per parse:
 * the translation unit's children and, below them, the children of
 * namespaces, linkage specifications, unexposed declarations and classes,
 * in the order clang visits them (preorder), each with the span of its
 * text (its expansion) and the index after its last descendant.  A parse
 * with many errors asks where each one is (and each place that
 * instantiated it); walking the whole tree through libclang for every
 * question cost more than the parse itself on large units. */
typedef struct fe_decl_span {
  CXCursor cur;
  CXFile file;
  unsigned begin, end;
  size_t next; /* the next sibling's index: this one's subtree left out */
  int implicit; /* a template's implicit instantiation (searches skip it) */
} fe_decl_span;

typedef struct fe_decl_index {
  fe_decl_span *at;
  size_t n, cap;
} fe_decl_index;

static int container_kind(enum CXCursorKind k) {
  return k == CXCursor_Namespace || k == CXCursor_LinkageSpec || k == CXCursor_UnexposedDecl ||
         fe_is_class_kind(k);
}

static enum CXChildVisitResult index_decl(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  fe_decl_index *x = data;
  if (x->n == x->cap) {
    x->cap = x->cap ? 2 * x->cap : 1024;
    x->at = realloc(x->at, x->cap * sizeof *x->at);
    if (!x->at)
      abort();
  }
  size_t i = x->n++;
  fe_decl_span *d = &x->at[i];
  CXSourceRange r = clang_getCursorExtent(cur);
  *d = (fe_decl_span){.cur = cur, .implicit = fe_implicit_instantiation(cur)};
  clang_getExpansionLocation(clang_getRangeStart(r), &d->file, NULL, NULL, &d->begin);
  clang_getExpansionLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &d->end);
  if (container_kind(clang_getCursorKind(cur)))
    clang_visitChildren(cur, index_decl, x);
  x->at[i].next = x->n; /* x->at may have moved */
  return CXChildVisit_Continue;
}

static fe_decl_index *decl_index(fe_ctx *c) {
  if (!c->decl_index) {
    c->decl_index = calloc(1, sizeof *c->decl_index);
    if (!c->decl_index)
      abort();
    clang_visitChildren(clang_getTranslationUnitCursor(c->tu), index_decl, c->decl_index);
  }
  return c->decl_index;
}

static void free_decl_index(fe_ctx *c) {
  if (c->decl_index)
    free(c->decl_index->at);
  free(c->decl_index);
  c->decl_index = NULL;
}

/* What a search does with a declaration whose text holds the place. */
typedef enum { SEARCH_FOUND, SEARCH_DESCEND, SEARCH_STOP } search_step;

/* A search from the top for `offset` of `file`, as clang_visitChildren
 * would make it: declarations that do not hold the place (or are implicit
 * instantiations) are passed over with their children; `step` says what
 * to do with one that holds it (descending goes on to its children, then
 * to what follows it).  Returns the declaration found, or NULL. */
static const fe_decl_span *search_decls(fe_ctx *c, CXFile file, unsigned offset,
                                        search_step (*step)(const fe_decl_span *, void *),
                                        void *data) {
  const fe_decl_index *x = decl_index(c);
  for (size_t i = 0; i < x->n;) {
    const fe_decl_span *d = &x->at[i];
    if (d->implicit || offset < d->begin || offset > d->end || !d->file ||
        !fe_same_file(d->file, file)) {
      i = d->next;
      continue;
    }
    switch (step(d, data)) {
    case SEARCH_FOUND:
      return d;
    case SEARCH_STOP:
      return NULL;
    case SEARCH_DESCEND:
      i++;
      break;
    }
  }
  return NULL;
}

/* Is the place `d` reports inside a template (a function template, or a
 * member of a class template)?  Its instantiations are what clang checks.
 * Found from the top: expressions have no semantic parent to climb. */
static search_step template_step(const fe_decl_span *d, void *data) {
  int *found = data;
  enum CXCursorKind k = clang_getCursorKind(d->cur);
  if (k == CXCursor_FunctionTemplate || k == CXCursor_ClassTemplate ||
      k == CXCursor_ClassTemplatePartialSpecialization) {
    *found = 1;
    return SEARCH_FOUND;
  }
  if (k == CXCursor_Namespace || k == CXCursor_LinkageSpec || k == CXCursor_UnexposedDecl ||
      k == CXCursor_ClassDecl || k == CXCursor_StructDecl)
    return SEARCH_DESCEND;
  enum CXCursorKind pk = clang_getCursorKind(clang_getCursorSemanticParent(d->cur));
  *found = pk == CXCursor_ClassTemplate || pk == CXCursor_ClassTemplatePartialSpecialization;
  return SEARCH_STOP; /* `template <class T> void A<T>::f() {...}` */
}

static int in_template(fe_ctx *c, CXDiagnostic d) {
  CXFile file;
  unsigned offset;
  int found = 0;
  clang_getExpansionLocation(clang_getDiagnosticLocation(d), &file, NULL, NULL, &offset);
  if (file)
    search_decls(c, file, offset, template_step, &found);
  return found;
}

/* Is the place `d` reports inside the body of a function that runs on
 * the device only (__device__, __global__)?  nvcc's host compilation
 * never reads such a body, so what the host pass finds wrong there (an
 * overload declared only under `__CUDA_ARCH__`, met when a kernel
 * template is instantiated) is the device pass's to judge.  Found from
 * the top, as in_template does. */
static search_step function_step(const fe_decl_span *d, void *data) {
  (void)data;
  enum CXCursorKind k = clang_getCursorKind(d->cur);
  if (fe_is_function_kind(k))
    return SEARCH_FOUND;
  return container_kind(k) ? SEARCH_DESCEND : SEARCH_STOP;
}

static enum CXChildVisitResult find_body(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  if (clang_getCursorKind(cur) != CXCursor_CompoundStmt)
    return CXChildVisit_Continue;
  *(CXCursor *)data = cur;
  return CXChildVisit_Break;
}

static int at_device_body(fe_ctx *c, CXSourceLocation at) {
  CXFile file;
  unsigned offset;
  clang_getExpansionLocation(at, &file, NULL, NULL, &offset);
  if (!file)
    return 0;
  const fe_decl_span *fn = search_decls(c, file, offset, function_step, NULL);
  if (!fn || fe_space_of_annotations(fe_annotations(fn->cur)) != CL_SPACE_DEVICE)
    return 0;
  CXCursor body = clang_getNullCursor();
  clang_visitChildren(fn->cur, find_body, &body);
  if (clang_Cursor_isNull(body))
    return 0;
  unsigned b;
  clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(body)), NULL, NULL, NULL, &b);
  return offset > b;
}

/* The error's place, or one of the places that asked for the template
 * instantiation it is in (a __host__ __device__ function template that
 * only a kernel's body instantiates). */
static int in_device_body(fe_ctx *c, CXDiagnostic d) {
  if (at_device_body(c, clang_getDiagnosticLocation(d)))
    return 1;
  CXDiagnosticSet notes = clang_getChildDiagnostics(d);
  int found = 0;
  for (unsigned i = 0, n = clang_getNumDiagnosticsInSet(notes); i < n && !found; i++) {
    CXDiagnostic note = clang_getDiagnosticInSet(notes, i);
    CXString text = clang_getDiagnosticSpelling(note);
    if (cl_starts_with(clang_getCString(text), "in instantiation of "))
      found = at_device_body(c, clang_getDiagnosticLocation(note));
    clang_disposeString(text);
    clang_disposeDiagnostic(note);
  }
  return found;
}

/* A call whose candidates are all for the other execution space (a
 * __host__ constructor named in a __device__ member) inside a template:
 * clang checks it in the definition when nothing in it depends on the
 * template's parameters, and in every instantiation it makes, one that
 * host code asked for included (a virtual __host__ member that calls
 * the __device__ one, instantiated with its class).  nvcc checks it only
 * in the instantiations it compiles for the device, and builds a member
 * nothing compiles there; its own error, where there is one, stays its. */
static int host_callee_in_device_template(fe_ctx *c, CXDiagnostic d, const cl_message *m) {
  if (!cl_starts_with(m->text, "no matching function for call to") &&
      !cl_starts_with(m->text, "no matching constructor for initialization of") &&
      !cl_starts_with(m->text, "no matching member function for call to"))
    return 0;
  if (!has_child_note(d, "call to __host__ function from __device__ function") &&
      !has_child_note(d, "call to __host__ function from __global__ function"))
    return 0;
  /* In a device-only function's own body: not in a lambda that host
   * code hands to a kernel (nvcc compiles that for the device whenever
   * the host code is instantiated). */
  return (has_child_note(d, "in instantiation of") || in_template(c, d)) &&
         at_device_body(c, clang_getDiagnosticLocation(d));
}

/* clang: "variable 'n' cannot be implicitly captured in a lambda with no
 * capture-default specified" for `(void)n;` where n is a constexpr local.
 * nvcc and gcc take naming it in a discarded-value expression as no
 * odr-use, so nothing is captured: the message goes when the name stands
 * alone as a statement or cast to void, and names a constexpr variable. */
static int discarded_constexpr_mention(fe_ctx *c, CXDiagnostic d, const cl_message *m) {
  if (!cl_starts_with(m->text, "variable '") ||
      !strstr(m->text, "' cannot be implicitly captured in a lambda with no capture-default"))
    return 0;
  CXSourceLocation at = clang_getDiagnosticLocation(d);
  CXCursor ref = clang_getCursor(c->tu, at);
  CXCursor var = clang_getCursorReferenced(ref);
  if (clang_getCursorKind(var) != CXCursor_VarDecl || !fe_declared_constexpr(c, var))
    return 0;
  fe_file *f;
  cl_loc loc;
  return fe_location(c, at, &f, &loc) && fe_discarded_mention(c, f, loc.offset);
}

/* clang names nvcc's trait builtins as cudalift's macros expand them,
 * `::__cudalift_nv_trait<1, T>::value`: spelled back as the user wrote
 * them, `__nv_is_extended_device_lambda_closure_type(T)`. */
static const char *trait_spelling(fe_ctx *c, const char *text) {
  static const char key[] = "::__cudalift_nv_trait<";
  if (!strstr(text, key))
    return text;
  cl_buf b = {0};
  for (const char *p = text; *p;) {
    const char *k = strstr(p, key);
    if (!k) {
      cl_buf_printf(&b, "%s", p);
      break;
    }
    const char *q = k + strlen(key);
    unsigned kind = (unsigned)strtoul(q, (char **)&q, 10);
    while (*q == 'u' || *q == ',' || *q == ' ')
      q++;
    const char *arg = q;
    int depth = 0;
    for (; *q && !(depth == 0 && *q == '>'); q++)
      depth += *q == '<' || *q == '(' ? 1 : *q == '>' || *q == ')' ? -1 : 0;
    if (!cl_starts_with(q, ">::value")) {
      cl_buf_printf(&b, "%.*s", (int)(q - p), p);
      p = q;
      continue;
    }
    const char *name = kind == 4   ? "__nv_is_extended_host_device_lambda_closure_type"
                       : kind == 2 ? "__nv_is_extended_device_lambda_with_preserved_return_type"
                                   : "__nv_is_extended_device_lambda_closure_type";
    cl_buf_printf(&b, "%.*s%s(%.*s)", (int)(k - p), p, name, (int)(q - arg), arg);
    p = q + strlen(">::value");
  }
  const char *out = cl_strdup(c->arena, cl_buf_str(&b));
  cl_buf_free(&b);
  return out;
}

/* Where clang rejects code that nvcc 13.0 accepts, cudalift follows nvcc:
 *  - a failed static_assert on one of nvcc's trait builtins says nothing
 *    (the traits are placeholders here, see trait_macros);
 *  - a kernel launched from device code is the rules' (P1: it needs
 *    -rdc=true); the device-side parse does not know the launch API;
 *  - `[] __global__` is accepted and ignored by nvcc: a warning here;
 *  - a host-only C library call in device code becomes cudalift's own
 *    L1 error (calls.c);
 *  - a __host__ __device__ function template that calls a __device__
 *    function (a closure's operator(), as RAJA's and Kokkos's dispatch
 *    does): nvcc checks the targets of such calls in non-template
 *    functions only, clang in every instantiation it would emit.
 * Returns 0 to drop the message; may rewrite it. */
static int keep_message(fe_ctx *c, CXDiagnostic d, cl_message *m) {
  if (m->severity == CL_ERROR && fe_host_call_message(c, d, m))
    return 1; /* host code runs a respelled __device__ lambda (preserved.c) */
  /* nvcc refuses an execution-space annotation after a lambda's parameter
   * list, where clang warns (after `mutable`, clang does not take the word
   * at all: "expected body of lambda expression"). */
  const char *word = m->source_line && m->loc.col ? m->source_line + m->loc.col - 1 : "";
  if (!strcmp(m->text, "expected body of lambda expression") &&
      (cl_starts_with(word, "__device__") || cl_starts_with(word, "__host__")))
    m->text = cl_printf(c->arena, "nvcc does not allow '%.*s' to appear after the parameter "
                                  "list in lambdas",
                        (int)strcspn(word, " \t({"), word);
  if (cl_starts_with(m->text, "nvcc does not allow '") &&
      strstr(m->text, "after the parameter list in lambdas")) {
    const char *q = m->text + strlen("nvcc does not allow '");
    const char *e = strchr(q, '\'');
    m->severity = CL_ERROR;
    m->text = cl_printf(c->arena,
                        "'%.*s' written after a lambda's parameter list: nvcc rejects it; "
                        "write it after the capture list ('[] %.*s (...) {...}')",
                        (int)(e ? e - q : 0), q, (int)(e ? e - q : 0), q);
    m->option = NULL;
  }
  if (m->severity != CL_ERROR)
    return 1;
  /* shim.c's probe: a builtin asked about a closure's type.  The parse is
   * done again with the answers; this one's error is nobody's. */
  if (has_child_note(d, fe_trait_probe_function)) {
    c->model->trait_probe_hit = 1;
    return 0;
  }
  if (m->source_line && strstr(m->text, "static assert") &&
      strstr(m->source_line, "__nv_is_extended_") && !c->traits_answered)
    return 0;
  if (cl_starts_with(m->text, "no matching function for call to") &&
      has_child_note(d, "call to __global__ function from __device__ function"))
    return 0; /* rule P1 says it without -rdc=true (uses.c) */
  /* A host variable named in device code: rule H1's once it reaches a
   * kernel (nvcc finds it only then). */
  if (c->device_pass && cl_starts_with(m->text, "reference to __host__ variable '"))
    return 0;
  /* The device side's launch from __host__ __device__ code: the same. */
  if (c->device_pass && cl_starts_with(m->text, "reference to __global__ function") &&
      strstr(m->text, "in __host__ __device__ function"))
    return 0;
  /* A closure copied in device code whose capture has a __host__ copy
   * constructor: clang infers a __host__ copy constructor for the closure
   * and finds none to call; nvcc warns (#20011-D) and builds it, so the
   * lowered wrapper, copied the same way, builds too, and runs as nvcc's
   * build does (on an H200 the kernel that copies it writes nothing). */
  if (cl_starts_with(m->text, "no matching constructor for initialization of '(lambda at ") &&
      has_child_note(d, "constructor) not viable: call to __host__ function from")) {
    m->severity = CL_WARNING;
    m->text = cl_printf(c->arena,
                        "device code copies the closure %s, and a variable it captures has "
                        "a __host__ copy constructor: nvcc builds it with a warning "
                        "(#20011-D), but the copy cannot run on the device (such kernels "
                        "do nothing and report no error); give that constructor "
                        "__host__ __device__",
                        m->text + strlen("no matching constructor for initialization of "));
    m->option = NULL;
    return 1;
  }
  if (fe_take_host_call(c, d, m->text))
    return 0; /* reported as L1 by the rules */
  if (host_callee_in_device_template(c, d, m)) {
    m->severity = CL_WARNING;
    m->text = cl_printf(c->arena,
                        "%s: every candidate is for the other execution space; in a "
                        "template, nvcc reports such a call only where it compiles the "
                        "instantiation that makes it for the device",
                        m->text);
    m->option = NULL;
    return 1;
  }
  if (discarded_constexpr_mention(c, d, m))
    return 0;
  /* `typedef struct { members using lambdas } Name;`: gcc (nvcc's host
   * compiler) gives the class its name for linkage; clang 19 refuses once
   * a lambda inside computed the linkage.  The rules judge the class as
   * unnamed (R04). */
  if (cl_starts_with(m->text, "anonymous non-C-compatible type given name for linkage purposes"))
    return 0;
  if (cl_starts_with(m->text, "reference to __device__ function") &&
      strstr(m->text, "in __host__ __device__ function") && in_template(c, d))
    return 0;
  if (cl_starts_with(m->text, "kernel function 'operator()' must be a free function")) {
    m->severity = CL_WARNING;
    m->text = cl_strdup(c->arena, "'__global__' on a lambda is ignored (nvcc accepts and "
                                  "ignores it); the lambda keeps its other annotations");
    m->option = NULL;
  }
  if (m->severity == CL_ERROR && !c->device_pass && in_device_body(c, d)) {
    cl_message *held = cl_alloc(c->arena, sizeof *held);
    *held = *m;
    cl_vec_push(&c->held_errors, held);
    return 0;
  }
  return 1;
}

int fe_plain_error(const char *text) {
  /* What keep_message reads more into (execution spaces, lambdas,
   * captures, traits, host calls), and anything else about them. */
  static const char *const words[] = {"lambda", "__host__", "__device__", "__global__",
                                      "capture", "static assert", "static_assert", "nvcc",
                                      "reference to", "no matching", "call to", "kernel",
                                      "anonymous", "__nv_", "precompiled", "PCH"};
  for (size_t i = 0; i < sizeof words / sizeof *words; i++)
    if (strstr(text, words[i]))
      return 0;
  return 1;
}

void fe_replay_pch_errors(fe_ctx *c, const char *pch) {
  size_t len, n;
  char *list = fe_read_pch_list(c, pch, fe_pch_errors_suffix, &len, &n);
  if (!list)
    return;
  cl_message *all = cl_alloc(c->arena, (c->model->nmessages + n + 1) * sizeof *all);
  memcpy(all, c->model->messages, c->model->nmessages * sizeof *all);
  size_t k = c->model->nmessages;
  for (char *line = list, *nl; (nl = memchr(line, '\n', len - (size_t)(line - list)));
       line = nl + 1) {
    *nl = 0;
    char *f[5], *p = line;
    size_t nf = 0;
    f[nf++] = p;
    while (nf < 5 && (p = strchr(p, '\t'))) {
      *p++ = 0;
      f[nf++] = p;
    }
    if (nf < 5)
      continue;
    cl_message *m = &all[k++];
    *m = (cl_message){.severity = CL_ERROR, .text = cl_strdup(c->arena, f[4])};
    m->loc.file = cl_strdup(c->arena, f[0]);
    m->loc.line = (unsigned)strtoul(f[1], NULL, 10);
    m->loc.col = (unsigned)strtoul(f[2], NULL, 10);
    m->loc.offset = (unsigned)strtoul(f[3], NULL, 10);
    m->source_line = source_line(c, clang_getFile(c->tu, f[0]), m->loc.offset);
    c->model->errors++;
  }
  free(list);
  c->model->messages = all;
  c->model->nmessages = k;
}

void fe_collect_messages(fe_ctx *c) {
  unsigned n = clang_getNumDiagnostics(c->tu);
  cl_message *out = cl_alloc(c->arena, (n + 1) * sizeof *out);
  size_t len = 0;
  for (unsigned i = 0; i < n; i++) {
    CXDiagnostic d = clang_getDiagnostic(c->tu, i);
    enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
    if (sev == CXDiagnostic_Ignored) {
      clang_disposeDiagnostic(d);
      continue;
    }
    cl_message *m = &out[len];
    m->severity = sev >= CXDiagnostic_Error     ? CL_ERROR
                  : sev == CXDiagnostic_Warning ? CL_WARNING
                                                : CL_NOTE;
    m->text = trait_spelling(c, fe_cx_string(c, clang_getDiagnosticSpelling(d)));
    const char *opt = fe_cx_string(c, clang_getDiagnosticOption(d, NULL));
    m->option = *opt ? opt : NULL;
    CXFile f;
    unsigned line, col, off;
    CXSourceLocation at = clang_getDiagnosticLocation(d);
    clang_getSpellingLocation(at, &f, &line, &col, &off);
    /* Spelled where no file is (a -D macro: nvcc's trait builtins), in a
     * system header's macro (an execution-space word) expanded in the
     * user's code, or the annotation macro's definition for an annotation
     * the user misplaced: the place in the user's text is where the macro
     * is used, as clang shows it. */
    int spelled_in_library =
        f && !clang_Location_isInSystemHeader(at) &&
        clang_Location_isInSystemHeader(fe_file_location(c, f, off));
    if (!f || spelled_in_library || cl_starts_with(m->text, "nvcc does not allow '"))
      clang_getExpansionLocation(at, &f, &line, &col, &off);
    if (f) {
      const char *name = fe_cx_string(c, clang_getFileName(f));
      m->loc.file = fe_same_file(f, c->main_file) ? c->model->file : name;
      m->loc.line = line;
      m->loc.col = col;
      m->loc.offset = off;
      m->source_line = source_line(c, f, off);
    }
    int keep = keep_message(c, d, m);
    clang_disposeDiagnostic(d);
    if (!keep)
      continue;
    if (m->severity == CL_ERROR) {
      c->model->errors++;
      /* No place: the compiler could not start (an argument, a missing
       * file).  clang's stop at its error limit has no place either, but
       * it is the input's errors, not the setup's. */
      if (!m->loc.file && !cl_starts_with(m->text, "too many errors emitted"))
        c->model->setup_errors++;
    }
    len++;
  }
  free_decl_index(c);
  c->model->messages = out;
  c->model->nmessages = len;
}

/* clang: "function 'ns::foo<(lambda at f.cu:6:14)>' is used but not
 * defined in this translation unit, and cannot be defined in any other
 * translation unit because its type does not have linkage".  An extended
 * lambda's closure stands for a type with linkage under nvcc (and the
 * wrapper cudalift writes has one), so a template declared here and
 * defined in another file (the guide's own example) is fine: the message
 * goes when every lambda it names is extended. */
void fe_drop_linkage_errors(fe_ctx *c) {
  cl_model *m = c->model;
  size_t kept = 0;
  for (size_t i = 0; i < m->nmessages; i++) {
    cl_message *msg = &m->messages[i];
    int drop = msg->severity == CL_ERROR && strstr(msg->text, "does not have linkage") &&
               strstr(msg->text, "(lambda at ");
    for (const char *p = msg->text; drop && (p = strstr(p, "(lambda at ")) != NULL; p++)
      drop = fe_names_extended_lambda(c, p + strlen("(lambda at "));
    if (drop) {
      m->errors--;
      continue;
    }
    m->messages[kept++] = *msg;
  }
  m->nmessages = kept;
}

/* Is `msg` written inside an extended lambda (from its introducer to its
 * closing brace)? */
static int inside_extended(const fe_ctx *c, const cl_message *msg) {
  for (size_t i = 0; i < c->lambdas.len; i++) {
    const cl_lambda *l = ((const fe_lambda *)c->lambdas.items[i])->out;
    if (l->extended && l->begin.file && !strcmp(l->begin.file, msg->loc.file) &&
        msg->loc.offset >= l->begin.offset && msg->loc.offset < l->end_offset)
      return 1;
  }
  return 0;
}

/* Did clang's error recovery reach what lowering copies out of the
 * file: the function that encloses an extended lambda, or a variable one
 * copies?  Their types are spelled in the wrapper. */
static enum CXChildVisitResult find_invalid_var(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  if (clang_getCursorKind(cur) == CXCursor_VariableRef || clang_getCursorKind(cur) == CXCursor_DeclRefExpr) {
    CXCursor d = clang_getCursorReferenced(cur);
    if (!clang_Cursor_isNull(d) && clang_isInvalidDeclaration(d)) {
      *(int *)data = 1;
      return CXChildVisit_Break;
    }
  }
  return CXChildVisit_Recurse;
}

static int recovery_reaches_lowering(const fe_ctx *c) {
  for (size_t i = 0; i < c->lambdas.len; i++) {
    const fe_lambda *l = c->lambdas.items[i];
    if (!l->out->extended)
      continue;
    CXCursor fn = clang_getCursorSemanticParent(l->closure);
    int bad = !clang_Cursor_isNull(fn) && clang_isInvalidDeclaration(fn);
    if (!bad)
      clang_visitChildren(l->expr, find_invalid_var, &bad);
    if (bad)
      return 1;
  }
  return 0;
}

/* The drop-in hands the file to nvcc, whose front end accepts code that
 * clang refuses (a dependent member template named without `template`,
 * an `if constexpr` condition clang does not take as constant, ...).
 * Where an error is outside every extended lambda, and clang's recovery
 * reached nothing lowering spells out, nvcc is left to judge it: with
 * `defer` the error moves to model.deferred, which the drop-in shows only
 * when nvcc fails too; without (--check), it stays where it is, marked
 * foreign, and the driver asks nvcc's front end when no other error
 * stands.  Errors inside an extended lambda, errors that name a lambda
 * and errors without a place stay. */
static int foreign_error(const fe_ctx *c, const cl_message *msg) {
  return msg->severity == CL_ERROR && msg->loc.file && !strstr(msg->text, "(lambda at ") &&
         !inside_extended(c, msg);
}

void fe_defer_foreign_errors(fe_ctx *c, int defer) {
  cl_model *m = c->model;
  if (!m->errors || recovery_reaches_lowering(c))
    return;
  for (size_t i = 0; i < m->nmessages; i++)
    m->messages[i].foreign = foreign_error(c, &m->messages[i]);
  if (defer) /* the drop-in; --check keeps them where they are, marked */
    cl_model_defer_foreign(m);
}

/* The device pass erred on the line of held error `h` too. */
static int device_errs_there(const cl_model *dev, const cl_message *h) {
  for (size_t i = 0; i < dev->nmessages; i++) {
    const cl_message *d = &dev->messages[i];
    if (d->severity != CL_ERROR)
      continue;
    if (!d->loc.file || (h->loc.file && !strcmp(d->loc.file, h->loc.file) &&
                         d->loc.line == h->loc.line))
      return 1;
  }
  return 0;
}

void fe_settle_held_errors(fe_ctx *c, int defer, int mark) {
  cl_model *m = c->model;
  size_t n = c->held_errors.len;
  if (!n)
    return;
  cl_message *msgs = cl_alloc(c->arena, (m->nmessages + n + 1) * sizeof *msgs);
  memcpy(msgs, m->messages, m->nmessages * sizeof *msgs);
  cl_message *later = cl_alloc(c->arena, (m->ndeferred + n + 1) * sizeof *later);
  if (m->ndeferred)
    memcpy(later, m->deferred, m->ndeferred * sizeof *later);
  for (size_t i = 0; i < n; i++) {
    const cl_message *h = c->held_errors.items[i];
    if (m->device && !device_errs_there(m->device, h))
      continue;
    if (defer) {
      later[m->ndeferred++] = *h;
    } else {
      msgs[m->nmessages] = *h;
      msgs[m->nmessages++].foreign = mark; /* --check: nvcc's front end judges it too */
      m->errors++;
    }
  }
  m->messages = msgs;
  m->deferred = later;
  cl_vec_free(&c->held_errors);
}
