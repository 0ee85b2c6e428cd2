/* model.h - the lambda model: what the front end learns about a CUDA
 * translation unit and hands to every later stage (rules, lowering,
 * emission).  Read this first.  No libclang type may appear here: stages
 * after the front end see plain C data owned by one arena per file. */
#ifndef CUDALIFT_MODEL_H
#define CUDALIFT_MODEL_H

#include <stddef.h>

#include "util/util.h"

/* A position in a source file. */
typedef struct cl_loc {
  const char *file;  /* path as the user named it (or as it was included) */
  unsigned line;     /* 1-based */
  unsigned col;      /* 1-based, in bytes */
  unsigned offset;   /* 0-based byte offset in the file */
} cl_loc;

/* Where code runs.  The enumerator order is the listing order. */
typedef enum cl_space {
  CL_SPACE_HOST,        /* __host__ (also: no annotation, no function) */
  CL_SPACE_DEVICE,      /* __device__ or __global__ */
  CL_SPACE_HOST_DEVICE, /* __host__ __device__ */
} cl_space;

/* Execution-space annotations written on a lambda or function, as bits. */
enum {
  CL_ANNOT_HOST = 1,
  CL_ANNOT_DEVICE = 2,
  CL_ANNOT_GLOBAL = 4,
};

/* How one capture is held by the closure. */
typedef enum cl_capture_kind {
  CL_CAP_COPY,      /* x, or implicit under [=] */
  CL_CAP_REF,       /* &x, or implicit under [&] */
  CL_CAP_INIT_COPY, /* x = expr */
  CL_CAP_INIT_REF,  /* &x = expr */
  CL_CAP_THIS,      /* this, or implicit member use */
  CL_CAP_STAR_THIS, /* *this */
} cl_capture_kind;

/* The capture default written first in the introducer. */
typedef enum cl_capture_default {
  CL_DEFAULT_NONE, /* [] or [a, b] */
  CL_DEFAULT_COPY, /* [=...] */
  CL_DEFAULT_REF,  /* [&...] */
} cl_capture_default;

/* A type nvcc's namespace-scope placeholder cannot name (guide 5.3.7.4
 * rule 12): a function-local class, enum or closure, or a private or
 * protected member type, found anywhere in a bigger type (pointee, array
 * element, template argument). */
typedef struct cl_hidden_type {
  const char *name;   /* "Local", "C::P", "lambda at line 3"; NULL: no such type */
  const char *member_access; /* "private"/"protected" for a member type; NULL: function-local */
} cl_hidden_type;

/* One member of the closure, in closure layout order. */
typedef struct cl_capture {
  cl_capture_kind kind;
  const char *name;   /* variable name; "this" for this and *this */
  const char *type;   /* type of the closure member ("int", "float &", "T") */
  const char *init;   /* init-capture initialiser as written; NULL otherwise */
  int implicit;       /* 1 when captured by the capture default */
  int pack;           /* 1 for a captured parameter pack (args...) */
  int first_use_in_if_constexpr; /* implicit: first use inside if constexpr */
  const char *canonical_type; /* the member type with aliases resolved */
  unsigned array_rank;  /* dimensions when the member is an array, else 0 */
  int braced_init;      /* init-capture written x{...} */
  int init_from_array;  /* init-capture whose initialiser is an array (`a = arr`, R12f) */
  const char *element_type;   /* an array member: its element type, when that type is */
  const char *element_lacks;  /* not "default constructible" or not "assignable" on the
                                 host (R12b); NULL otherwise */
  unsigned element_tparam;    /* an array member whose element type is a type parameter of
                                 the enclosing function template: its position, from 1
                                 (R12b is then decided per instantiation); 0 otherwise */
  int element_dependent_size; /* an array whose size depends on a template parameter:
                                 R12b on element_lacks holds per instantiation */
  cl_hidden_type hidden; /* R12d: a hidden type its member type uses */
  int constant;         /* a copy of an integral or enum variable usable in constant
                           expressions (`constexpr int n`): the body may use it as
                           one (an array bound, a template argument) */
  unsigned type_decl_end; /* one past the last offset in the lambda's file where a class
                             or enum its member type names is declared (0: none there) */
  cl_loc loc;         /* the capture in the introducer, or the first use */
} cl_capture;

/* A local variable of an enclosing scope that a lambda with a capture
 * default names for the first time inside an `if constexpr` statement
 * (its condition or a branch).  nvcc rejects these (guide rule 12) even
 * where C++ captures nothing, so they are kept apart from the captures. */
typedef struct cl_mention {
  const char *name;
  cl_loc loc;
} cl_mention;

/* One template parameter of an enclosing template. */
typedef enum cl_tparam_kind {
  CL_TPARAM_TYPE,     /* typename T / class T */
  CL_TPARAM_NONTYPE,  /* int N */
  CL_TPARAM_TEMPLATE, /* template <class> class TT */
} cl_tparam_kind;

typedef struct cl_tparam {
  cl_tparam_kind kind;
  const char *name;  /* "" for an unnamed parameter */
  int pack;          /* 1 for a parameter pack */
  const char *text;  /* the declaration as written ("typename T = int") */
} cl_tparam;

/* A template parameter list of an enclosing function or class. */
typedef struct cl_tparams {
  cl_tparam *items;
  size_t len;
} cl_tparams;

/* C++ member access. */
typedef enum cl_access {
  CL_ACCESS_NONE,      /* not a member */
  CL_ACCESS_PUBLIC,
  CL_ACCESS_PROTECTED,
  CL_ACCESS_PRIVATE,
} cl_access;

/* A class that encloses a lambda's enclosing function. */
typedef struct cl_class {
  const char *name;      /* "" for an unnamed class */
  int unnamed;           /* 1 for an unnamed struct/class/union */
  int local;             /* 1 when defined inside a function */
  cl_access access;      /* access within its own enclosing class */
  int is_template;       /* 1 for a class template or partial specialization */
  cl_tparams tparams;    /* its template parameters (as the definition names them) */
} cl_class;

/* The kind of an enclosing function. */
typedef enum cl_fn_kind {
  CL_FN_FREE,        /* namespace-scope function */
  CL_FN_METHOD,      /* member function */
  CL_FN_CTOR,
  CL_FN_DTOR,
  CL_FN_CONVERSION,
  CL_FN_OPERATOR,    /* overloaded operator (member or free) */
} cl_fn_kind;

/* The enclosing function of a lambda, per guide 5.3.7.4. */
typedef struct cl_function {
  const char *name;        /* qualified, no parameters or template arguments */
  const char *usr;         /* clang's unified symbol resolution string */
  cl_fn_kind kind;
  unsigned annot;          /* CL_ANNOT_* bits written on it */
  cl_space space;
  cl_access access;        /* for members */
  int deduced_return;      /* auto / decltype(auto) without trailing type */
  int is_template;         /* 1 for a function template */
  const char *invented_param; /* an abbreviated function template (C++20 `void f(auto x)`):
                                 the first parameter declared with `auto`, else NULL */
  int static_member;       /* 1 for a static member function */
  int is_constexpr;        /* constexpr or consteval written, outside templates (an
                              instantiation that cannot be constexpr simply is not) */
  int hidden_friend;       /* a friend first declared (and defined) inside a class: no
                              namespace-scope declaration, so no address to take */
  const char *no_external_linkage; /* R10: why not ("'static'", "anonymous namespace",
                                      "member of a local class"); NULL: external */
  const char *shadowed_tparam; /* R05: a class template parameter name, as the out-of-line
                                  definition spells it, that a class member redeclares */
  cl_tparams tparams;      /* own template parameters (function template) */
  cl_class *classes;       /* enclosing classes, outermost first */
  size_t nclasses;
  cl_loc loc;              /* the function's name */
} cl_function;

/* A byte range of a file. */
typedef struct cl_span {
  unsigned offset;
  unsigned length;
} cl_span;

/* Why an extended lambda cannot be lowered (refusals.def). */
typedef enum cl_refusal {
  CL_REFUSE_NONE,
#define REFUSAL(name, text) CL_REFUSE_##name,
#include "refusals.def"
#undef REFUSAL
} cl_refusal;

/* ---- what lowering needs, recorded for extended lambdas only ---- */

/* A change to the lambda's body when it moves into the wrapper. */
typedef enum cl_rewrite_kind {
  CL_RW_THIS,        /* the keyword `this` */
  CL_RW_MEMBER,      /* a member named without `this->`: gets the object prefix */
  CL_RW_CLASS_SCOPE, /* a static member or member type named unqualified: `__Self::` */
  CL_RW_CLASS_TYPE,  /* the same for a member type: `typename __Self::` */
  CL_RW_CLASS_NAME,  /* the enclosing class named by itself: becomes `__Self` */
  CL_RW_TEXT,        /* replaced by `text` (sizeof...(args) -> sizeof...(Args)) */
} cl_rewrite_kind;

typedef struct cl_rewrite {
  cl_rewrite_kind kind;
  unsigned offset;   /* where the rewrite applies (file offset) */
  unsigned length;   /* bytes replaced (0: an insertion) */
  const char *text;  /* CL_RW_TEXT: the replacement */
} cl_rewrite;

/* A block-scope declaration outside the lambda that its body names, with
 * how it travels into the wrapper. */
typedef enum cl_carry_kind {
  CL_CARRY_MEMBER,   /* a type alias: a member of the wrapper */
  CL_CARRY_STATIC,   /* a constexpr/const variable: a static member */
  CL_CARRY_BODY,     /* using-directive or using-declaration: top of the body */
  CL_CARRY_ALIAS_ARG, /* a type the wrapper cannot spell: a macro's type alias whose type
                         depends on the enclosing template (`using I =
                         std::remove_const_t<decltype(n)>;`), an alias or a parameter's
                         `decltype(q)` naming a local whose type is an undeduced `auto`:
                         a template parameter of the wrapper, which the use site, where
                         the type is in scope, fills; text is what the use site writes,
                         name the member alias that names it in the wrapper */
} cl_carry_kind;

typedef struct cl_carry {
  cl_carry_kind kind;
  const char *text;  /* the declaration as written, without the ';' */
  const char *name;  /* CL_CARRY_ALIAS_ARG: the wrapper's alias for it; CL_CARRY_STATIC
                        of a non-array variable: its name (the body
                        declares a constexpr local copy, which device code may
                        odr-use, where it may not use a static member) */
} cl_carry;

/* A class (or scoped enum) declared in the enclosing function that the
 * lambda names: its definition moves to namespace scope, into a namespace
 * of its own under the same name, and an alias takes its place. */
typedef struct cl_hoist {
  const char *name;      /* "Local" */
  const char *space;     /* the namespace it moves into ("__cudalift_T_<hash>") */
  const char *aliases;   /* what its namespace says first: the function's using-directives
                            before it, "using Other = ...;" for the local types it names
                            (moved before it); or "" */
  unsigned begin, end;   /* the definition, `struct` to `}` (the ';' stays) */
  unsigned line;         /* the line of `begin` */
} cl_hoist;

typedef struct cl_lowering {
  int in_main_file;          /* 0: the lambda sits in an included header */
  unsigned decl_offset;      /* start of the outermost namespace-scope declaration around it */
  unsigned decl_line;        /* its line */
  unsigned body_line;        /* line of the body's '{' */
  const char *tparams;       /* explicit `[]<...>` parameters (inside the brackets) or NULL */
  const char *params;        /* the parameter list, inside the parentheses ("" when none) */
  const char *specifiers;    /* noexcept, attributes, ... as written after the parameters */
  const char *trailing_return; /* the trailing return type, member types of the enclosing
                                  class qualified (`typename __Self::weight_t`); NULL: none */
  const char *macro_body;    /* the whole lambda comes from one macro use: its body, from
                                the macro's expansion (tokens joined), else NULL */
  unsigned macro_end;        /* ... and the end of that macro use */
  unsigned macro_mid[2];     /* a lambda one macro use opens and a later one closes: the
                                file text between the uses, which moves into the body
                                between macro_body and macro_tail ({0, 0} otherwise) */
  const char *macro_tail;
  const char *macro_before;  /* ... when the lambda stands in the middle of the macro's
                                expansion: the expansion's text before it and after it,
                                which replace the use around the wrapper's construction */
  const char *macro_after;
  unsigned macro_part;       /* ... and when the use writes more than one extended lambda:
                                this one's place among them (0, 1, ...) and how many;
                                macro_before is then the text since the one before it,
                                macro_after, the last one's only, the rest of the use */
  unsigned macro_parts;
  cl_rewrite *rewrites;      /* ascending offsets, inside the body */
  size_t nrewrites;
  cl_carry *carried;         /* source order */
  size_t ncarried;
  cl_hoist *hoisted;         /* local classes it names, source order */
  size_t nhoisted;
  const char *self_class;    /* the innermost enclosing class's name when the lambda is
                                in one of its member functions, else NULL */
  const char *self_arg;      /* what the use site passes for it: the name, or
                                `::cudalift::self_t<decltype(this)>` where a macro made
                                the class (a name from __COUNTER__ is not stable) */
  const char **outer_classes; /* the classes around that class that the lambda names by
                                 their own names (a nested class template's member naming
                                 `Outer`): the use site passes each, `__Self1`, `__Self2`,
                                 ... in the wrapper, innermost first; NULL when none */
  size_t nouter;
  const char *template_params; /* an enclosing class template the body names with other
                                  arguments (`View<long, 1>` in View<T, N>): the wrapper's
                                  template template parameters (", template <typename, int>
                                  class __SelfT1"), or NULL */
  const char *template_args;   /* what the use site passes for them (", View") */
  unsigned class_body_offset; /* one past that class's '{' when it is defined in a user
                                file (this one, or class_file), else 0 */
  const char *class_file;    /* the user header defining that class when it is not the
                                lambda's file (cl_source name), else NULL */
  int reaches_private;       /* the body names a private or protected member: a class
                                defined in class_file needs the friend declaration there */
  const char **param_names;  /* a non-generic lambda outside templates whose parameters all
                                have names: the names, else NULL */
  size_t nparams;
  const char *deduced_return; /* a __device__ lambda without -> T: the result type clang
                                 deduced, spelled, so that host code may ask for it too;
                                 NULL when it cannot be spelled at namespace scope */
  int macro_alias;           /* the body names a type alias a macro's body declares */
  unsigned expansions;       /* closures made from this one lambda: more than 1 when it is
                                a macro's argument that the macro expands more than once */
  cl_refusal obstacle;       /* the first thing the front end saw that stops the lowering
                                (src/lower/refuse.c decides), or CL_REFUSE_NONE */
  const char *obstacle_name; /* the name the obstacle is about, or NULL */
  cl_loc obstacle_loc;       /* where it is */
} cl_lowering;

/* One lambda expression. */
typedef struct cl_lambda {
  size_t index;            /* position in cl_model.lambdas (source order) */
  cl_loc begin;            /* the '[' (or the macro that produces it) */
  unsigned spelled_offset; /* where the '[' is spelled: begin.offset, or in a macro's
                              definition an offset in the file that defines it */
  unsigned end_offset;     /* one past the closing '}' */
  unsigned body_offset;    /* the body's '{' */
  unsigned annot;          /* CL_ANNOT_* bits written after the capture list */
  cl_space space;
  int extended;            /* 1 for an extended __device__ / HD lambda */
  const char *why;         /* why extended or not, one phrase */
  cl_function *enclosing;  /* NULL when there is none (namespace scope, default argument) */
  cl_space context_space;  /* space of the innermost enclosing function or lambda */
  int has_context;         /* 0 at namespace scope, in default arguments and member initializers */
  long parent;             /* index of the innermost enclosing lambda, or -1 */
  cl_capture_default capture_default;
  cl_capture *captures;    /* closure layout order */
  size_t ncaptures;
  cl_mention *if_constexpr_firsts; /* see cl_mention */
  size_t nif_constexpr_firsts;
  int generic;             /* auto parameters or an explicit template list */
  int is_mutable;
  int is_constexpr;        /* constexpr or consteval written */
  int trailing_return;     /* -> T written */
  const char *trailing_return_type; /* the type after ->, or NULL */
  int in_if_constexpr;     /* the lambda sits inside an if constexpr block */
  int from_macro;          /* the introducer comes from a macro expansion */
  int dependent;           /* inside a template or generic lambda: captures computed by cudalift */
  cl_lowering *lowering;   /* extended lambdas: what the lowering needs; NULL otherwise */
  cl_span *annotations;    /* the execution-space words after the capture list, where
                              the file itself spells them (not through a macro) */
  size_t nannotations;
  int annotation_from_macro; /* an annotation comes from a macro's expansion */
  /* A __device__ or __host__ __device__ lambda in a namespace-scope
   * variable's initializer (`auto sq = [] __host__ __device__ (int x)
   * {...};`): where that declaration starts, else -1, and its operator()'s
   * declaration after `operator()` (`(int x) const -> int`). */
  long ns_decl_offset;
  const char *ns_operator;
  cl_hidden_type signature_hidden;  /* R12e, extended HD only: a hidden type in operator()'s ... */
  const char *signature_hidden_in;  /* ... "parameter" or "return" type */
} cl_lambda;

/* ---- uses: how closures and enclosing templates are used (uses.c) ----
 * libclang shows no implicit instantiation, so the rules about uses look
 * at every explicit use in the user's files: a kernel named or launched,
 * a function template specialization named, a closure converted or
 * queried.  Each use keeps only the types some rule cares about. */
typedef enum cl_use_kind {
  CL_USE_KERNEL,   /* a __global__ function template specialization named or launched: G1, S1, F1 */
  CL_USE_INSTANCE, /* a function template specialization named (called, address
                      taken): R09a, R09b */
  CL_USE_FNPTR,    /* a closure converted to a function pointer: R16 */
  CL_USE_CALL,     /* a __device__ closure called where only its type can be used
                      (decltype(l(1)) in host code): R14 */
  CL_USE_TRAIT,    /* a closure named in a std trait's arguments (name: the trait): R14, R17 */
  CL_USE_CONSTANT, /* a closure object or a lambda inside a constant expression: R12g */
  CL_USE_DEVICE_VARIABLE, /* a __device__/__constant__ variable template specialization
                             named (name: the variable): G1 */
  CL_USE_OPERATOR_ADDRESS, /* a closure's operator() named, not called (`&F::operator()`,
                              evaluated or in decltype): R14 */
} cl_use_kind;

/* A type found in a use's template arguments or argument types, looking
 * through pointers, references, arrays and class template arguments. */
typedef enum cl_utype_kind {
  CL_UTYPE_CLOSURE,        /* a lambda's closure type */
  CL_UTYPE_LOCAL,          /* a class or enum defined inside a function */
  CL_UTYPE_NONPUBLIC,      /* a private or protected member class or enum */
  CL_UTYPE_NVSTD_FUNCTION, /* nvstd::function<...> */
  CL_UTYPE_ARRAY_ELEMENT,  /* an instantiation's type argument that an extended lambda's
                              array capture has as its element type, and that is not
                              default constructible or assignable on the host (R12b) */
} cl_utype_kind;

typedef struct cl_utype {
  cl_utype_kind kind;
  const char *name;          /* the type as diagnostics name it ("Outer::Priv") */
  const cl_lambda *lambda;   /* CL_UTYPE_CLOSURE: whose closure; CL_UTYPE_ARRAY_ELEMENT:
                                the lambda that captures the array */
  const char *owner;         /* CL_UTYPE_LOCAL: the function it is local to;
                                CL_UTYPE_NONPUBLIC: the class it is a member of;
                                CL_UTYPE_ARRAY_ELEMENT: the captured array's name */
  const char *lacks;         /* CL_UTYPE_ARRAY_ELEMENT: "default constructible" or
                                "assignable" */
  cl_access access;          /* CL_UTYPE_NONPUBLIC: private or protected */
  cl_loc decl;               /* its declaration; file NULL outside the user's files;
                                CL_UTYPE_ARRAY_ELEMENT: the capture */
} cl_utype;

typedef struct cl_use {
  cl_use_kind kind;
  cl_loc loc;                /* the name used, or the converted closure */
  const char *name;          /* the function, template or trait named */
  const char *usr;           /* CL_USE_INSTANCE: the primary template's USR */
  int launch;                /* CL_USE_KERNEL: launched with <<<...>>> */
  cl_space space;            /* where the use is: the innermost function or lambda */
  cl_utype *types;           /* distinct, in the order found */
  size_t ntypes;
} cl_use;

/* A call in device code that the C library rules (guide 5.3.6) or the
 * device runtime look at: every call of a host-only C library function,
 * every device printf, and every use of the device heap (malloc, calloc,
 * aligned_alloc, __nv_aligned_device_malloc, free, and `new`). */
typedef struct cl_call {
  const char *callee;      /* "strlen", "printf", "malloc", "new" */
  int host_only;           /* 1: a C library function the device does not have */
  int allocates;           /* 1: takes memory from the device heap (free: 0) */
  cl_span extent;          /* allocations: the whole expression, where the file
                              spells it (length 0 inside a macro's expansion) */
  cl_loc loc;              /* the callee's name at the call */
  const char *format;      /* printf: the format string's bytes, NULL when not a literal */
  const char **arg_types;  /* printf: canonical types of the arguments after the format, */
  size_t nargs;            /* after the default promotions ("double", "const char *") */
} cl_call;

/* A diagnostic from the compiler front end (parse errors), kept as data. */
typedef enum cl_severity { CL_NOTE, CL_WARNING, CL_ERROR } cl_severity;

typedef struct cl_message {
  cl_severity severity;
  cl_loc loc;                /* file may be NULL for driver-level messages */
  const char *text;          /* the message, no location prefix */
  const char *option;        /* "-Wfoo" or NULL */
  const char *source_line;   /* the line at loc, for the caret; may be NULL */
  int foreign;               /* under --check, an error outside every extended lambda
                                that nvcc's front end may accept (pipeline.c asks it) */
} cl_message;

/* ---- diagnostics: one table (diagnostics.def), data until printed ---- */
typedef enum cl_diag_kind {
#define DIAG(name, id, severity, guide, message, hint) CL_DIAG_##name,
#include "diagnostics.def"
#undef DIAG
  CL_DIAG_COUNT
} cl_diag_kind;

typedef struct cl_diag_info {
  const char *id;        /* "R04": the rule id users filter by */
  cl_severity severity;
  const char *guide;     /* "5.3.7.4 rule 4" */
  const char *message;   /* printf format with %s entity names */
  const char *hint;      /* what to do, or "" */
} cl_diag_info;

extern const cl_diag_info cl_diag_table[CL_DIAG_COUNT];
/* The properties diagnostics.def lists after the table. */
extern const unsigned char cl_diag_relaxable[CL_DIAG_COUNT]; /* 1: a note under --relaxed */
extern const unsigned char cl_diag_relaxed_warning[CL_DIAG_COUNT]; /* 1: a warning under --relaxed */
extern const char *const cl_diag_off_group[CL_DIAG_COUNT];   /* off unless -W<group>; NULL: on */

/* A change of the source that removes a finding for certain (a fix-it):
 * `length` bytes at `offset` of `file` become `text`. */
typedef struct cl_fix {
  const char *file;
  unsigned offset;
  unsigned length;
  const char *text;
} cl_fix;

/* One finding of the rules pass. */
typedef struct cl_diag {
  cl_diag_kind kind;
  cl_severity severity;  /* the table's, after -W options */
  cl_loc loc;            /* where the problem is */
  const char *text;      /* the formatted message */
  const char *note;      /* a related place, or NULL */
  cl_loc note_loc;
  const char *suppressed; /* silenced by a `cudalift: ignore(ID): reason` comment: the
                             reason ("" without one); NULL when shown */
  cl_fix *fixes;         /* its fix-its (--export-fixes, --fix), applied together */
  size_t nfixes;
} cl_diag;

/* A use of a __global__ function template specialization in the user's
 * code: a <<<>>> launch, or its address taken for cudaLaunchKernel.
 * Recorded only for the two-pass check (arch.c, K1): a specialization the
 * device pass never sees has no device code. */
typedef struct cl_launch {
  const char *kernel;    /* "kernel<int>", "kernel<(lambda at f.cu:7:12)>" */
  cl_loc loc;            /* the kernel's name at the use */
  /* What naming the specialization again takes (cudalift adds device code
   * for a launch only the host pass sees, rule K1): the template's
   * qualified name ("::ns::kernel"), NULL when a class or an unnamed
   * namespace holds it; its arguments as clang spells them, NULL unless
   * every one is a type; where the template is first declared. */
  const char *qualified;
  const char *args;
  cl_loc declared;
} cl_launch;

/* A host variable with static storage (a static local of a host
 * function, a namespace-scope variable; not const, constexpr or a device
 * variable) named in an extended lambda's body: rule H1 once
 * the lambda reaches a kernel. */
typedef struct cl_host_variable {
  const char *name;
  const char *what;       /* "a static local of 'f'", "a namespace-scope variable" */
  const struct cl_lambda *lambda;
  cl_loc loc;             /* the name in the body */
} cl_host_variable;

/* A user file's text, kept for carets and source lines after parsing. */
typedef struct cl_source {
  const char *name;
  const char *text;
  size_t size;
  /* `__host__` words on lambdas in code the parse skipped (an #if branch
   * only nvcc takes, `#if _CCCL_CUDA_COMPILER(NVCC)`): plain nvcc refuses
   * them, and on a host lambda they change nothing, so they go. */
  cl_span *host_words;
  size_t nhost_words;
  cl_span *skipped;   /* the text each #if branch the parse did not take spans */
  size_t nskipped;
} cl_source;

/* An #include written in a user file. */
typedef struct cl_include {
  const char *includer;   /* the user file it is written in (cl_source name) */
  cl_span name;           /* the "file.h" or <file.h> part, delimiters included */
  const char *target;     /* the file it reached, as clang names it */
  const char *target_real; /* the same, an absolute path without links */
  int target_is_user;     /* the target is a user file (in sources) */
} cl_include;

/* Everything known about one translation unit. */
typedef struct cl_model {
  cl_arena *arena;        /* owns every pointer below */
  const char *file;       /* the main file as named on the command line */
  cl_lambda **lambdas;    /* source order (file, then offset) */
  size_t nlambdas;
  cl_message *messages;   /* compiler diagnostics, in order */
  size_t nmessages;
  int errors;             /* number of error messages */
  int relaxed_constexpr;  /* --expt-relaxed-constexpr: device code may call host constexpr
                             functions (a plain lambda's operator()) */
  const char *trait_answers; /* --check: the answers nvcc's __nv_is_extended_* builtins
                               must give where they matter (a second parse gives them),
                               or NULL (parse.c) */
  int trait_probe_hit;    /* --check's first parse: a builtin was asked about a type
                             whose name holds a closure's, so its answer matters
                             (shim.c's probe, messages.c) */
  int trait_reparsed;     /* this model is that second parse's */
  cl_message *deferred;   /* the drop-in's clang errors outside every extended
                             lambda, left for nvcc to judge (messages.c) */
  size_t ndeferred;
  cl_source *sources;     /* the user's files, in order of first appearance */
  size_t nsources;
  cl_include *includes;   /* #include directives of the user's files, in order */
  size_t nincludes;
  cl_use *uses;           /* explicit uses, source order (see cl_use) */
  size_t nuses;
  int setup_errors;       /* errors with no source location: the compiler
                             set-up is wrong (no CUDA installation, ...) */
  /* The two-pass check (arch.c): filled only when the file names __CUDA_ARCH__. */
  struct cl_model *device; /* the same file parsed as device code, or NULL;
                              owned by this model, freed with it */
  int no_kernel_templates; /* with device: no file of the translation unit declares a
                              __global__ function template, so no closure made by host
                              code can reach device code (R13); 0 when not known */
  double device_seconds;  /* how long that parse took (--cudalift-verbose) */
  double clang_seconds;   /* this model's own parse by libclang, and */
  double walk_seconds;    /* the walk of its AST (--cudalift-verbose) */
  double clang_cpu_seconds; /* the CPU time of that parse (libclang parses on the
                               calling thread) */
  cl_loc arch_region;     /* with device: where the first architecture-dependent code that
                             made it needed starts (file NULL when not known) */
  int arch_code_harmless; /* the user's code names __CUDA_ARCH__, but nothing there can
                             change what the passes see: no device-side parse */
  cl_launch *launches;    /* kernel template uses, source order */
  size_t nlaunches;
  cl_host_variable *host_variables; /* host variables extended lambdas name */
  size_t nhost_variables;
  cl_launch *device_launches; /* kernels launched from code nvcc compiles for the device
                                 (a __global__, __device__ or __host__ __device__ function,
                                 or a lambda there) without -rdc=true: rule P1 */
  size_t ndevice_launches;
  cl_call *calls;         /* device-code calls (see cl_call), source order */
  size_t ncalls;
} cl_model;

const char *cl_space_name(cl_space s);             /* "host", "device", "host-device" */
const char *cl_capture_kind_name(cl_capture_kind k); /* "copy", "ref", ... */
const char *cl_access_name(cl_access a);
const char *cl_fn_kind_name(cl_fn_kind k);
void cl_model_free(cl_model *m);
/* Moves the errors marked foreign (cl_message.foreign) from the messages
 * to model.deferred, where nvcc judges them. */
void cl_model_defer_foreign(cl_model *m);

/* The user file named `name` (a cl_loc's or cl_include's file) in `m`, or
 * NULL (also when `m` is NULL). */
const cl_source *cl_model_source(const cl_model *m, const char *name);
/* Guide 5.3.7.3: an extended __device__ lambda's return type is preserved
 * when a trailing return type is written that names none of its
 * parameters (what __nv_is_extended_device_lambda_with_preserved_return_type
 * answers). */
int cl_preserved_return(const cl_lambda *l);

/* The text of line `line` (1-based) of a user file, or NULL. */
const char *cl_source_line(const cl_model *m, const cl_loc *loc);

/* ---- a lambda's identity: one for both passes and every reader ----
 * nvcc pairs the extended lambdas of its host and device passes by their
 * enclosing function and their ordinal in it; R13 compares the two passes
 * so.  cudalift's own wrappers are named by place (cl_lambda_identities),
 * which K1 compares. */

/* The enclosing function's key: clang's USR, or its qualified name when
 * clang gives none. */
const char *cl_function_key(const cl_function *fn);
/* The key made unique across files where clang's is not: for a function
 * without external linkage the USR names the file's base name only, so
 * two files' `static void f()` would share the names cudalift derives
 * from it.  Those get the translation unit's absolute path `tu` added. */
const char *cl_usr_in_file(cl_arena *a, const cl_function *fn, const char *tu);

/* Which lambda is which in the two passes, by place, not by count.
 * A lambda both passes see is named by its place in the source: its
 * enclosing function's key (cl_usr_in_file), the base name of its file,
 * the offset of its introducer (the macro use for a macro's lambda) and,
 * from a macro, where its '[' is spelled.  A lambda one pass alone sees
 * (`#ifdef __CUDA_ARCH__` / `#else`) is named by the nearest lambda before
 * it that both passes see in the same function (or the function's start)
 * and its rank among that pass's one-pass lambdas after it: the k-th
 * host-only and the k-th device-only lambda after the same shared one get
 * the same identity (alternative definitions, as nvcc pairs them), every
 * other lambda an identity of its own.  The same text gives the same
 * identities in every translation unit.  Only extended lambdas with an
 * enclosing function get one. */
typedef struct cl_identities {
  const cl_model *host;
  const char **of_host;   /* indexed by cl_lambda.index in the host model */
  const char **of_device; /* ... in the device model (host->device) */
} cl_identities;
cl_identities cl_lambda_identities(cl_arena *a, const cl_model *host, const char *tu);
/* The identity of `l` (a lambda of ids->host or of its device model);
 * NULL when it has none. */
const char *cl_lambda_identity(const cl_identities *ids, const cl_lambda *l);
/* The lambda of model `m` at `l`'s place (file, introducer, where its
 * '[' is spelled), or NULL: `l`'s copy in the other pass. */
const cl_lambda *cl_model_lambda_at(const cl_model *m, const cl_lambda *l);
/* Does model `m` see a lambda at `l`'s place? */
int cl_model_has_lambda_at(const cl_model *m, const cl_lambda *l);
/* The wrapper name for the lambda whose identity is `identity`: a hash,
 * stable across translation units and runs. */
const char *cl_wrapper_name(cl_arena *a, const char *identity);

/* Can the lowering spell capture `c` of `l` in the wrapper (else the use
 * site passes its type through decltype)? */
int cl_capture_spelled(const cl_lambda *l, const cl_capture *c);
/* Is `l`'s wrapper a plain class (no enclosing template, no enclosing
 * class, every capture spelled), so that code elsewhere can name it? */
int cl_wrapper_plain(const cl_lambda *l);

/* K1.  A kernel template specialization as both passes see it: clang's
 * name with every extended closure type replaced by its lambda's identity,
 * so that the two branches of an #ifdef/#else name the same kernel. */
const char *cl_launch_identity(cl_arena *a, const cl_identities *ids, const cl_model *m,
                               const char *kernel);
/* The host model's launches (indices into host->launches) whose kernel
 * specialization the device model never names: no device code, so the
 * launch fails at run time ("invalid device function"). */
size_t cl_host_only_launches(cl_arena *a, const cl_identities *ids, size_t **out);
/* The specialization of host-only launch `k` spelled for code next to the
 * wrapper of `*last` (the last lambda its arguments name, in source order)
 * so that the device pass instantiates it ("::ns::kernel<__cudalift_L_...>"),
 * or NULL and *why, a phrase, when it cannot be. */
const char *cl_device_instantiation(cl_arena *a, const cl_identities *ids, const cl_launch *k,
                                    const cl_lambda **last, const char **why);

#endif
