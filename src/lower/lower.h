/* lower.h - turns the model's extended lambdas into edits of the main
 * file: a namespace-scope wrapper type per lambda, the lambda expression
 * replaced by a construction of it, a friend declaration where the lambda
 * reaches into its class.  The edits are plain data; src/emit applies
 * them to the original bytes. */
#ifndef CUDALIFT_LOWER_H
#define CUDALIFT_LOWER_H

#include "model.h"

/* Replace `length` bytes at `offset` with `text` (length 0: insert).
 * Edits at one offset apply in `seq` order. */
typedef struct lw_edit {
  unsigned offset;
  unsigned length;
  const char *text;
  unsigned seq;
} lw_edit;

/* A lambda cudalift cannot lower, with the reason. */
typedef struct lw_problem {
  cl_loc loc;
  const char *text;
} lw_problem;

/* One file of the lowered translation unit. */
typedef struct lw_file {
  const cl_source *src;  /* the original */
  const char *out_path;  /* where its lowered text goes */
  lw_edit *edits;        /* none: the original bytes */
  size_t nedits;
} lw_file;

typedef struct lw_plan {
  lw_file *files;        /* the main file first, then the headers to copy */
  size_t nfiles;
  lw_problem *problems;
  size_t nproblems;
  size_t nlowered;       /* wrappers made */
} lw_plan;

/* The runtime headers lowered files include (absolute paths), and the
 * device runtime's settings from the command line (devrt.c). */
typedef struct lw_runtime {
  const char *lambda_header;  /* runtime/cudalift/lambda.h */
  const char *device_header;  /* runtime/cudalift/device_runtime.h */
  unsigned long long heap_size, printf_fifo_size, stack_size; /* bytes; 0: not set */
  int no_printf_flush;        /* --no-printf-flush */
  int malloc_check;           /* --device-malloc-check */
  const char *tree_base;      /* NULL: a lowered header goes to tree + its absolute path;
                                 else tree + its path relative to this folder, each '..'
                                 as '_up_' (the drop-in under CCACHE_BASEDIR: the same
                                 bytes in every checkout) */
} lw_runtime;

/* Plans the lowering of a translation unit: the main file goes to
 * `main_out`; a project header that needs lowering (and every project
 * header on the way to it) goes to `tree` + its absolute path, and the
 * includes that reach it point there.  A translation unit with no
 * extended lambda, no annotated lambda, no trait builtin, no device
 * printf or heap use and no device runtime setting gets no edits at all. */
void lw_plan_tu(const cl_model *m, const lw_runtime *rt, const char *main_out,
                const char *tree, lw_plan *out);

/* devrt.c: the device runtime's part of the main file's lowering, or 0
 * when the translation unit needs none.  `head` receives the settings as
 * macros and the #include of device_runtime.h; `sites` (lw_edit*) the
 * insertions that count failed allocations, with --device-malloc-check. */
int lw_plan_device_runtime(const cl_model *m, const lw_runtime *rt, const cl_source *main,
                           cl_buf *head, cl_vec *sites);

/* refuse.c: why the extended lambda `l` cannot be lowered (refusals.def),
 * or NULL; *at says where.  `inner` are the edits inside lambda bodies of
 * its file (a local class that moves out must hold none). */
const char *lw_refusal(cl_arena *a, const cl_lambda *l, const lw_edit *inner, size_t ninner,
                       cl_loc *at);

#endif
