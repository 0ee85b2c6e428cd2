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
} fe_shim_file;

extern const char fe_shim_dir[];
extern const fe_shim_file fe_shims[];
extern const size_t fe_nshims;
extern const char fe_pch_main[]; /* pch.c: the precompiled header's empty main file */

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
} fe_introducer;

/* ---- walk.c: the traversal state ---- */
typedef struct fe_file {
  CXFile file;
  const char *name;
  const char *text;     /* clang's copy of the contents */
  size_t size;
  int rank;             /* order of first appearance, for sorting */
} fe_file;

/* A lambda found by the walk, with the cursors the later passes need. */
typedef struct fe_lambda {
  cl_lambda *out;
  CXCursor expr;        /* the LambdaExpr */
  CXCursor op;          /* its operator() (a CXXMethod or FunctionTemplate) */
  CXCursor closure;     /* the closure class */
  fe_file *file;
} fe_lambda;

typedef struct fe_ctx {
  CXTranslationUnit tu;
  cl_arena *arena;
  cl_model *model;
  CXFile main_file;
  cl_vec files;           /* fe_file* seen so far */
  cl_vec sources;         /* cl_source*: copies of the user files' text */
  cl_vec lambdas;         /* fe_lambda*, discovery order */
  cl_vec constexpr_ifs;   /* unsigned[3]*: file rank, begin, end of if constexpr bodies */
  cl_vec constexpr_if_stmts; /* the same for whole if constexpr statements */
  int if_constexpr_depth; /* while walking */
  CXFile last_file;       /* visit_top's cache: the last file seen ... */
  int last_user;          /* ... and whether it is the user's */
} fe_ctx;

/* parse.c */
const char *fe_cx_string(fe_ctx *c, CXString s);  /* copy to arena, dispose */
fe_file *fe_file_of(fe_ctx *c, CXFile f);         /* NULL for system/shim files */
int fe_location(fe_ctx *c, CXSourceLocation loc, fe_file **file, cl_loc *out);

/* tokens.c */
fe_tokens fe_tokenize(fe_ctx *c, fe_file *f, unsigned begin, unsigned end);
char *fe_join_tokens(fe_ctx *c, const fe_token *t, size_t n);
fe_introducer fe_read_introducer(fe_ctx *c, fe_lambda *l);
int fe_cursor_has_token(fe_ctx *c, CXCursor cur, const char *text);

/* walk.c */
void fe_walk(fe_ctx *c);
fe_lambda *fe_lambda_of_operator(fe_ctx *c, CXCursor fn);
int fe_is_function_kind(enum CXCursorKind k);
int fe_is_class_kind(enum CXCursorKind k);
/* Inside a constexpr-if block that starts at or after `from`? */
int fe_in_constexpr_if(fe_ctx *c, fe_file *f, unsigned offset, unsigned from);
/* Inside one of `spans` (unsigned[3]: rank, begin, end) starting at or after `from`? */
int fe_in_span(const cl_vec *spans, fe_file *f, unsigned offset, unsigned from);

/* classify.c */
void fe_classify(fe_ctx *c, fe_lambda *l);
unsigned fe_annotations(CXCursor fn);

/* capture.c */
void fe_compute_captures(fe_ctx *c, fe_lambda *l, const fe_introducer *in);

#endif
