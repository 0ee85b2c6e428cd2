/* fe_internal.h - what the front end's files share among themselves.
 * libclang types are allowed here and nowhere outside src/frontend. */
#ifndef CUDALIFT_FE_INTERNAL_H
#define CUDALIFT_FE_INTERNAL_H

#include <clang-c/Index.h>

#include "frontend.h"

/* ---- shim.c: built-in headers, served as libclang virtual files ---- */
typedef struct fe_shim_file {
  const char *path;
  const char *text;
  size_t len;
  int suspend; /* a wrapper header: the command line's macros held back */
} fe_shim_file;

extern const char fe_shim_dir[];
extern const char fe_nvcc_hidden_dir[]; /* shim.c: headers that hide __NVCC__ from CCCL */
extern const char fe_minimal_shim_dir[]; /* searched under -nocudainc only */
extern const fe_shim_file fe_shims[];
extern const size_t fe_nshims;
extern const char fe_trait_probe_function[]; /* shim.c: --check's first parse */

/* Shim `i` as libclang takes it; the precompiled header's main file
 * holds cfg->pch_preamble when there is one. */
struct CXUnsavedFile fe_shim_unsaved(const fe_config *cfg, size_t i, cl_arena *a);
extern const char fe_pch_main[]; /* the precompiled header's empty main file */

/* ---- tokens.c: tokens of byte ranges, and the lambda introducer ---- */
typedef struct fe_token {
  CXTokenKind kind;
  const char *text;   /* arena copy */
  unsigned offset;    /* file offset of the token, or of the macro use */
} fe_token;

typedef struct fe_tokens {
  fe_token *items;
  size_t len;
} fe_tokens;

/* One item of a capture list, as written. */
typedef struct fe_capture_item {
  cl_capture_kind kind;
  const char *name;
  const char *init;   /* init-capture initialiser, tokens joined */
  int pack;
  unsigned offset;    /* where the item starts */
} fe_capture_item;

/* What the tokens of a lambda say (the AST says the rest). */
typedef struct fe_introducer {
  int ok;                       /* 0: the tokens could not be read */
  cl_capture_default def;
  unsigned default_offset;      /* offset of the '=' or '&' default */
  fe_capture_item *items;       /* explicit captures, written order */
  size_t nitems;
  int is_mutable;
  int is_constexpr;
  int explicit_tparams;         /* []<class T>(...) */
  const char *trailing_return;  /* text after ->, or NULL */
  const fe_token *declarator;   /* the tokens after the ']' up to the body */
  size_t ndeclarator;
  /* A lambda in the middle of one macro use's expansion
   * (`#define RUN(n) k<<<1, n>>>([=] __device__ ... { ... })`): the
   * expansion's text before and after it, or NULL.  `shared`: another
   * lambda comes from the same macro use. */
  const char *macro_before, *macro_after;
  int macro_shared;
  const fe_token *macro_toks; /* ... the whole expansion, and the lambda's tokens in it, */
  size_t macro_ntoks, macro_from, macro_to; /* [macro_from, macro_to) */
} fe_introducer;

typedef struct fe_hostvar {
  cl_host_variable out;
  struct fe_lambda *owner;  /* the innermost lambda around the name */
} fe_hostvar;

/* ---- walk.c: the traversal state ---- */
/* A cursor clang gave for a place in a file (fe_file.cursors). */
typedef struct fe_place_cursor {
  unsigned offset;
  int used;
  CXCursor cursor;
} fe_place_cursor;

typedef struct fe_file {
  CXFile file;
  const char *name;
  const char *text;     /* clang's copy of the contents */
  size_t size;
  int rank;             /* order of first appearance, for sorting */
  const cl_source *src; /* the model's copy (its skipped #if branches) */
  fe_tokens tokens;     /* all of its tokens, once asked for (tokens.c) */
  int tokens_read;
  int quiet;            /* 0 not asked yet; 1 the walk leaves it out (quiet.c); 2 walked */
  int met_after_walk;   /* first met once the walk was done */
  cl_source *unread;    /* src, while its skipped branches are not read yet (fe_read_skipped) */
  CXFileUniqueID id;    /* its key in fe_ctx.file_slots, when has_id */
  int has_id;
  unsigned *line_starts; /* the offset of each line's first byte, once asked (fe_place) */
  size_t nlines;         /* 0: not read yet; with no line_starts after, libclang answers */
  fe_place_cursor *cursors; /* fe_cursor_at's answers, open addressing by offset */
  size_t ncursors, cursor_cap;
} fe_file;

/* A macro definition the parse saw (tokens.c, quiet.c). */
typedef struct fe_macro {
  const char *name;
  CXCursor def;
  struct fe_macro *earlier; /* the one before it of the same name (quiet.c), or NULL */
} fe_macro;

/* A lambda found by the walk, with the cursors the later passes need. */
typedef struct fe_lambda {
  cl_lambda *out;
  CXCursor expr;        /* the LambdaExpr */
  CXCursor op;          /* its operator() (a CXXMethod or FunctionTemplate) */
  CXCursor closure;     /* the closure class */
  fe_file *file;
  int expansions;       /* lambda expressions written here: more than one when a macro
                           expands the argument that holds it more than once */
  CXFile spelled_in;    /* where its '[' is spelled (a macro's definition, for a lambda */
  unsigned spelled_at;  /* a macro makes): lambdas of one macro use differ there */
  int macro_shared;     /* other lambdas come from the same macro use (fe_macro_shared) */
  const fe_token *macro_toks; /* ... that use's expansion and this lambda's tokens in it */
  size_t macro_ntoks, macro_from, macro_to;
  int macro_use;        /* fe_lambda_in_macro_use's answer, kept: 0 not asked yet, 1 no,
                           2 yes, with the end and the middle below */
  unsigned macro_use_end, macro_use_mid[2];
} fe_lambda;

typedef struct fe_ctx {
  CXTranslationUnit tu;
  cl_arena *arena;
  cl_model *model;
  CXFile main_file;
  cl_vec files;           /* fe_file* seen so far */
  size_t *file_slots;     /* open addressing by unique id: 1 + index into files, 0 free */
  size_t file_cap, file_ids; /* slots (a power of two), files in them */
  const char **pch_system; /* the precompiled header's system files, sorted (its .sys list) */
  size_t npch_system;
  cl_vec sources;         /* cl_source*: copies of the user files' text */
  cl_vec includes;        /* cl_include*: #include directives of user files */
  cl_vec include_cursors; /* CXCursor*: every #include, read after the walk */
  cl_vec lambdas;         /* fe_lambda*, discovery order */
  fe_lambda **by_op;      /* the same, hashed by operator() cursor (fe_lambda_of_operator) */
  size_t by_op_cap;       /* slots in by_op, a power of two, at most half used */
  cl_vec constexpr_ifs;   /* unsigned[3]*: file rank, begin, end of if constexpr bodies */
  cl_vec constexpr_if_stmts; /* the same for whole if constexpr statements */
  cl_vec function_spans;  /* the same for function bodies (archcode.c) */
  int launches_recorded;  /* model->launches is filled (devpass.c) */
  int if_constexpr_depth; /* while walking */
  cl_vec device_fns;      /* CXCursor*: __device__/__global__ functions (calls.c) */
  cl_vec host_calls;      /* host-only C library calls read from clang's errors (calls.c) */
  cl_vec calls;           /* cl_call*: all of them, before sorting (calls.c) */
  CXFile last_file;       /* visit_top's cache: the last file seen ... */
  int last_user;          /* ... and whether it is the user's: 1 walked, 2 left out */
  CXFile hinted_file;     /* the file of the last #include or #define visit_top met */
  /* Where the node being visited is, for uses.c: */
  fe_lambda *owner_lambda; /* the innermost lambda around it, or NULL ... */
  cl_space owner_space;    /* ... else the innermost function's space (host at namespace scope) */
  CXCursor call;           /* the innermost CallExpr around it, or a null cursor */
  cl_vec uses;             /* fe_use* (uses.c), in walk order */
  cl_vec mentions;         /* closures named in user code (uses.c) */
  cl_vec trait_spans;      /* template argument lists of std traits (uses.c) */
  cl_vec macros;           /* fe_macro*: every macro definition the walk met, in
                              order (tokens.c, quiet.c) */
  int macros_read;         /* macros is complete */
  int walk_every_file;     /* 0: the walk leaves out the user's headers that can hold
                              no extended lambda (quiet.c) */
  struct fe_quiet *quiet;  /* quiet.c's state, made at the walk's first declaration */
  struct cap_memo *cap_memo; /* capture.c: what each nested lambda's subtree uses */
  int walk_done;           /* fe_walk has finished: a file met now is read at once */
  int rdc;                 /* -rdc=true or -dc: device code may launch kernels */
  int traits_answered;     /* nvcc's trait builtins answer from the model (parse.c) */
  int device_pass;         /* this parse is the device side's (__CUDA_ARCH__ defined) */
  int respelled;           /* the second parse, __device__ lambdas respelled (preserved.c) */
  int pch_project;         /* the parse loaded a precompiled header of the user's
                              headers (fe_config.pch_project) */
  struct fe_in_memory {    /* a file the parse was given in memory (fe_file_text) */
    CXFile file;
    const struct CXUnsavedFile *given; /* what it was given */
  } *in_memory;
  size_t nin_memory;
  CXCursor owner_fn;       /* the innermost function around the node (uses.c) ... */
  int has_owner_fn;        /* ... when there is one */
  cl_vec device_launches;  /* fe_launch*: kernels launched outside host code (uses.c) */
  cl_vec named_templates;  /* const char*: USRs of function templates user code names */
  cl_vec instances;        /* fe_instance*: the function template specializations user
                              code names (uses.c) */
  cl_vec constant_spans;   /* unsigned[3]: constant expressions met so far (uses.c) */
  cl_vec host_variables;   /* fe_hostvar*: host variables named inside lambdas (uses.c) */
  cl_vec unevaluated_spans; /* unsigned[3]: sizeof / alignof operands (uses.c) */
  cl_vec held_errors;      /* cl_message*: the host pass's errors inside the bodies of
                              device-only functions, which the device pass judges
                              (messages.c) */
  int device_pass_for_errors; /* the device pass runs for them alone (devpass.c) */
  struct fe_decl_index *decl_index; /* messages.c: the declarations a search from the
                                       top meets, while the messages are read */
  struct fe_file_facts *facts; /* what clang answers of a file only by a search through
                                  its source map (fe_file_location), by handle */
  size_t facts_cap, nfacts;    /* slots (a power of two), at most half used */
} fe_ctx;

/* ast.c: arena copies of clang strings, the user's files, locations */
const char *fe_cx_string(fe_ctx *c, CXString s);  /* copy to arena, dispose */
fe_file *fe_file_of(fe_ctx *c, CXFile f);         /* NULL for system/shim files */
/* Is `f` the main file or a user header, as fe_file_of would answer?
 * Asks the files met so far and the precompiled header's system files
 * before clang, which searches every file of a precompiled header for the
 * one asked; records nothing. */
int fe_user_file(fe_ctx *c, CXFile f);
/* The entry of a user file met so far, or NULL; records nothing. */
fe_file *fe_met_file(fe_ctx *c, CXFile f);
/* The same, given a location in `f` (which makes the first look at a file
 * of a large precompiled header cheap), or NULL. */
fe_file *fe_file_at(fe_ctx *c, CXFile f, const CXSourceLocation *at);
/* The place of byte `offset` of the met file `f`, as clang gives it (line,
 * byte column), read from its text. */
cl_loc fe_place(fe_ctx *c, fe_file *f, unsigned offset);
/* The macro use at byte `offset` of `f` (a CXCursor_MacroExpansion, as
 * clang_getCursor at libclang's place for the offset gives it), else a
 * cursor of another kind; each place asked of libclang once. */
CXCursor fe_cursor_at(fe_ctx *c, fe_file *f, unsigned offset);
/* Reads the list of system files written beside the precompiled header
 * `pch` (pch.c), when there is one. */
void fe_load_pch_system(fe_ctx *c, const char *pch);
int fe_location(fe_ctx *c, CXSourceLocation loc, fe_file **file, cl_loc *out);
/* Is `loc` spelled somewhere other than its place in the file: in a
 * macro's replacement text (a declaration a macro writes)? */
int fe_in_macro_body(CXSourceLocation loc);
/* Where a cursor's extent starts and ends (fe_location of both ends). */
int fe_cursor_span(fe_ctx *c, CXCursor cur, fe_file **file, cl_loc *begin, cl_loc *end);
/* ast.c: one file?  clang_File_isEqual compares file identities, and files
 * held in memory (an unsaved main file, the built-in headers) can share
 * one, so the names must match too. */
int fe_same_file(CXFile a, CXFile b);
int fe_implicit_instantiation(CXCursor cur); /* ast.c */
/* ast.c: calls `visit` for every file of the translation unit, as
 * clang_getInclusions does (a file may come more than once).  That one
 * reports only the files the parse itself read; those of a precompiled
 * header of the user's headers come from its #include directives. */
void fe_each_file(fe_ctx *c, CXInclusionVisitor visit, CXClientData data);
/* args.c: does the include name `name` (n bytes, `thrust/sort.h`) belong to
 * CCCL, whose headers are system headers wherever they are found? */
int fe_library_header(const char *name, size_t n);
/* scan.c: reading source text (comments and literals apart) */
size_t fe_skip_noise(const char *t, size_t n, size_t i); /* past a comment or literal at i */
size_t fe_line_end(const char *t, size_t n, size_t i);   /* past the logical line at i */
size_t fe_ident_end(const char *t, size_t n, size_t i);
size_t fe_closing(const char *t, size_t i, size_t e);    /* past the bracket opened at i */
/* Could the lambda whose introducer opens at `i` be an extended one? */
int fe_maybe_extended(const char *t, size_t i, size_t e);
/* Is t[b, e) a word after which '[' begins an expression (`return`)? */
int fe_expression_keyword(const char *t, size_t b, size_t e);
/* tokens.c: records a macro definition (fe_ctx.macros) */
void fe_note_macro(fe_ctx *c, CXCursor def);
/* quiet.c: does the walk enter `f` (a user file)?  The main file always;
 * a header only when its text can make an extended lambda. */
int fe_walks_file(fe_ctx *c, fe_file *f);
/* ... the same for a file the walk has not met, from its text */
int fe_walks_text(fe_ctx *c, CXFile file, const char *text, size_t size);
/* Can the file's text make an extended lambda (quiet.c's test, whatever
 * the walk enters)?  The main file always can. */
int fe_text_makes_lambda(fe_ctx *c, CXFile file, const char *text, size_t size);
void fe_forget_quiet(fe_ctx *c); /* frees what quiet.c keeps */
/* The last of c->macros named `name`, or NULL; c->macros must be complete. */
fe_macro *fe_macro_last(fe_ctx *c, const char *name);
/* archcode.c: does a user file name __CUDA_ARCH__ or a target macro?  If
 * so, *matters tells whether that code can change what the host and
 * device passes see (lambdas, captures, launches).  `names_kernels` says
 * whether the user's code names a __global__ template specialization
 * (asked only when needed). */
int fe_arch_code(fe_ctx *c, int (*names_kernels)(fe_ctx *), int *matters);
/* The same test without a parse (the text scan, prescan.c), for a unit
 * whose text makes no extended lambda: each user file's text, whether it
 * is a header (which then can make none), and for the main file the
 * function bodies its text shows.  Nothing is known to be skipped, and
 * code outside every function body matters (whether the user's code
 * names a kernel template specialization takes a parse).  Returns whether
 * a region matters, the first one's file (index) and start in *file and
 * *at. */
typedef struct fe_arch_text {
  const char *text;
  size_t size;
  int quiet;              /* a header of such a unit */
  const unsigned *spans;  /* function bodies, [begin, end) pairs */
  size_t nspans;
} fe_arch_text;
int fe_arch_code_text(cl_arena *a, const fe_arch_text *files, size_t n, size_t *file,
                      unsigned *at);
/* ast.c: kinds of declarations */
int fe_is_function_kind(enum CXCursorKind k);
int fe_is_class_kind(enum CXCursorKind k);
int fe_is_template_parameter_kind(enum CXCursorKind k);
/* ast.c: the last direct child of `parent` of kind `kind` (spelled `name`,
 * unless NULL), or a null cursor */
CXCursor fe_last_child(CXCursor parent, enum CXCursorKind kind, const char *name);
/* ast.c: a lambda expression's body (its compound statement), or a null cursor */
CXCursor fe_lambda_body(CXCursor expr);
/* ast.c: the lambda whose call operator is `fn`, or NULL */
fe_lambda *fe_lambda_of_operator(fe_ctx *c, CXCursor fn);
/* Adds a new lambda (its op set) to fe_lambda_of_operator's table. */
void fe_index_operator(fe_ctx *c, fe_lambda *l);
/* ast.c: inside a constexpr-if block that starts at or after `from`? */
int fe_in_constexpr_if(fe_ctx *c, fe_file *f, unsigned offset, unsigned from);
/* Inside one of `spans` (unsigned[3]: rank, begin, end) starting at or after `from`? */
int fe_in_span(const cl_vec *spans, fe_file *f, unsigned offset, unsigned from);
/* ... the first of `spans` that holds `offset`, or NULL */
const unsigned *fe_span_at(const cl_vec *spans, fe_file *f, unsigned offset);
/* Adds {f's rank, begin, end}, or the extent of `cur`, to `spans`. */
void fe_push_range(fe_ctx *c, cl_vec *spans, fe_file *f, unsigned begin, unsigned end);
void fe_push_span(fe_ctx *c, cl_vec *spans, CXCursor cur);
/* ast.c: execution-space attributes (CL_ANNOT_* bits) written on a function */
unsigned fe_annotations(CXCursor fn);
cl_space fe_space_of_annotations(unsigned annot);
int fe_has_function_ancestor(CXCursor cur);
/* __host__, __device__, __global__ or the respelling (preserved.c). */
int fe_is_space_word(const char *text);

/* messages.c: clang's diagnostics as the model's messages */
void fe_collect_messages(fe_ctx *c);
/* messages.c, after the walk: drops clang's "used but not defined ... does
 * not have linkage" errors about extended lambdas' closures. */
void fe_drop_linkage_errors(fe_ctx *c);
/* ast.c: is the lambda clang names "(lambda at FILE:LINE:COL)", `at`
 * pointing just after "(lambda at ", an extended lambda of this unit? */
int fe_names_extended_lambda(fe_ctx *c, const char *at);
/* messages.c: clang's errors outside every extended lambda, for nvcc to
 * judge: moved to model.deferred (`defer`, the drop-in) or marked foreign
 * where they are (--check). */
void fe_defer_foreign_errors(fe_ctx *c, int defer);
/* messages.c: the held errors, once the device pass has run or not: one
 * stays an error (or a deferred one, `defer`; marked foreign, `mark`:
 * --check asks nvcc's front end) where no device pass ran or the device
 * pass errs on the same line too. */
void fe_settle_held_errors(fe_ctx *c, int defer, int mark);
void fe_macro_shared(fe_ctx *c); /* lowerinfo.c */
int fe_lambda_in_macro_use(fe_ctx *c, fe_lambda *l, unsigned *end,
                           unsigned mid[2]); /* tokens.c */
/* tokens.c: `t` without preprocessor lines and the #if branches the parse skipped. */
fe_tokens fe_active_tokens(fe_ctx *c, fe_file *f, fe_tokens t);

/* tokens.c */
fe_tokens fe_tokenize(fe_ctx *c, fe_file *f, unsigned begin, unsigned end);
char *fe_join_tokens(fe_ctx *c, const fe_token *t, size_t n);
/* The end (one past) of the group that opens at t[i]: ( [ or {. */
size_t fe_group_end(const fe_token *t, size_t n, size_t i);
/* tokens.c: the `__host__` words on lambdas in #if branches the parse
 * skipped, into src->host_words. */
void fe_skipped_host_words(fe_ctx *c, fe_file *f, cl_source *src);
/* ast.c: the text of a file of the unit, as clang sees it. */
const char *fe_file_text(fe_ctx *c, CXFile f, size_t *size);
/* The location of byte `offset` of file `f` as written there (in a
 * macro's argument too: not its place in the expansion), and clang's
 * copy of the file's text: each found by one search per file and parse. */
CXSourceLocation fe_file_location(fe_ctx *c, CXFile f, unsigned offset);
const char *fe_file_contents(fe_ctx *c, CXFile f, size_t *size);
/* Is `at` a place written in file `f` (its spelling where it stands, not
 * in a macro's definition)?  Then *offset (unless NULL) is its offset. */
int fe_written_in(CXSourceLocation at, CXFile f, unsigned *offset);
/* A place `at` in file `f`: when it is written there (not in a macro),
 * where the file starts follows from it, with no search. */
void fe_file_hint(fe_ctx *c, CXFile f, CXSourceLocation at);
/* Is where file `f` starts known yet (a hint would teach nothing)? */
int fe_file_start_known(fe_ctx *c, CXFile f);
/* tokens.c: reads them for `f` if that has waited (see fe_file_at). */
void fe_read_skipped(fe_ctx *c, fe_file *f);
/* The skipped branches of every file the rules and the lowering may look
 * at: the walked ones, and those met after the walk (tokens.c). */
void fe_read_met_files(fe_ctx *c);
fe_introducer fe_read_introducer(fe_ctx *c, fe_lambda *l);
int fe_cursor_has_token(fe_ctx *c, CXCursor cur, const char *text);
/* tokens.c: the name at `offset` stands alone in a discarded-value
 * expression (`(void)n;`, `n;`): no odr-use for nvcc and gcc. */
int fe_discarded_mention(fe_ctx *c, fe_file *f, unsigned offset);
/* uses.c: `constexpr` or `consteval` written before the name `cur` declares. */
int fe_declared_constexpr(fe_ctx *c, CXCursor cur);
/* ast.c: `if constexpr`. */
int fe_is_constexpr_if(fe_ctx *c, CXCursor ifstmt);
/* ast.c: the lambda of a LambdaExpr the walk has met, or NULL. */
fe_lambda *fe_lambda_of_expr(fe_ctx *c, CXCursor expr);
/* An execution-space word in file `f` on the lambda whose call operator
 * is `op`, or a macro of such words (`#define GPU_LAMBDA __host__
 * __device__`, as PyTorch writes; an empty one; one of other such macros). */
int fe_is_space_token(fe_ctx *c, const fe_file *f, const fe_token *t, CXCursor op);

/* walk.c */
void fe_walk(fe_ctx *c);

/* classify.c */
void fe_classify(fe_ctx *c, fe_lambda *l);

/* lowerinfo.c: what the lowering needs of an extended lambda whose
 * enclosing function is `fn` (lowering facts stay in the model). */
void fe_lowering_info(fe_ctx *c, fe_lambda *l, const fe_introducer *in, CXCursor fn);

/* lowerinfo.c: records an #include directive written in a user file. */
void fe_record_include(fe_ctx *c, CXCursor directive);

/* devpass.c: after the walk, records the kernel template specializations
 * the file uses, and says whether this host parse (of a file that names
 * __CUDA_ARCH__, with cfg->arch_pass set) needs a device-side model. */
int fe_device_pass_wanted(fe_ctx *c, const fe_config *cfg);
/* ast.c: the text of the file beside precompiled header `pch` named by
 * `suffix` (malloc'd; NULL when there is none), its size and its number
 * of lines. */
char *fe_read_pch_list(fe_ctx *c, const char *pch, const char *suffix, size_t *len,
                       size_t *lines);
/* messages.c: is a clang error one the front end judges by its place
 * alone (nothing about lambdas, execution spaces or captures)?  Only such
 * errors are kept with a header of project headers (pch.c)... */
int fe_plain_error(const char *text);
/* ... and a parse that loads such a header adds them to its messages as
 * the parse without it would have found them. */
void fe_replay_pch_errors(fe_ctx *c, const char *pch);
/* A model that stands for a device pass libclang could not run at all,
 * so that the check says why it compared nothing. */
cl_model *fe_failed_device_model(const char *path);
/* devpass.c: does any file of the translation unit declare a __global__
 * function template?  (What a closure needs to reach device code.) */
int fe_declares_kernel_templates(fe_ctx *c);

/* capture.c */
void fe_compute_captures(fe_ctx *c, fe_lambda *l, const fe_introducer *in);
/* "default constructible" or "assignable" when class type `t` (or an
 * array of it) is not that on the host; NULL when it is, or cannot be told. */
const char *fe_class_lacks(CXType t);

/* uses.c: what the walk hands it, then the model's uses once every lambda
 * is classified and numbered (and clang's messages that a use rule
 * replaces are dropped). */
void fe_note_use(fe_ctx *c, CXCursor cur);
void fe_finish_uses(fe_ctx *c);
/* hidden.c: types nvcc's placeholder cannot name (guide 5.3.7.4 rule 12) */
cl_hidden_type fe_hidden_type(fe_ctx *c, CXType t);
/* One past the last offset in `file` where a class or enum that `t` names
 * is declared (0: none there): a wrapper placed before it cannot spell `t`. */
unsigned fe_type_latest_decl(fe_ctx *c, CXType t, CXFile file);
void fe_signature_hidden(fe_ctx *c, fe_lambda *l);

/* calls.c: device-code calls for the C library rules (guide 5.3.6) */
/* Keeps clang's "no matching function" error for a host-only C library
 * function called from device code as a call; returns 1 when it was one. */
int fe_take_host_call(fe_ctx *c, CXDiagnostic d, const char *text);
void fe_note_function(fe_ctx *c, CXCursor fn);   /* walk.c: every function it meets */
void fe_collect_calls(fe_ctx *c);                /* after the walk: fills model->calls */

/* preserved.c: host code that asks a __device__ lambda about itself.  The
 * respelling of `__device__` (as long) that the second parse uses, the
 * marker it leaves on the call operator, and the prelude's definition. */
#define FE_PRESERVED_WORD "__cldev_hd"
#define FE_PRESERVED_MARK "cudalift.preserved"
#define FE_PRESERVED_DEFINE                                                          \
  "#define " FE_PRESERVED_WORD " __attribute__((device)) __attribute__((host)) "     \
  "__attribute__((annotate(\"" FE_PRESERVED_MARK "\")))\n"
/* The respelled body's '{' (one character, so every offset stays): a
 * macro of the second parse's own shim that opens the body with a mention
 * of a __device__ function.  clang defers the error for that mention until
 * host code really runs the body, which is where nvcc's error is. */
#define FE_BODY_WORD "$"
#define FE_HOST_CALL_MARK "__cudalift_host_call_mark"
/* A respelled lambda: its file, its `__device__` and its body's '{'. */
typedef struct fe_respelling {
  const char *file;
  cl_span word;
  unsigned body_offset;
} fe_respelling;
/* After a failed parse: the lambdas a second parse respells (pushed on
 * `out`, fe_respelling*), none when a second parse would not help. */
void fe_preserved_retry(fe_ctx *c, cl_vec *out);
/* In the second parse: clang's error for the mention, turned into the
 * host call it stands for (placed where the user's code calls); 0 when
 * `d` is not that error. */
int fe_host_call_message(fe_ctx *c, CXDiagnostic d, cl_message *m);
/* After the walk of the second parse: clang's other errors for __device__
 * functions a respelled body names, which only host calls would draw,
 * go (the host call has its own message). */
void fe_drop_respelled_wrong_side(fe_ctx *c);
#endif
