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

typedef struct lw_plan {
  lw_edit *edits;        /* in the model's arena */
  size_t nedits;
  lw_problem *problems;
  size_t nproblems;
  size_t nlowered;       /* wrappers made */
} lw_plan;

/* Plans the lowering of the model's main file.  `runtime_header` is the
 * path the lowered file includes.  Files with no extended lambda (and no
 * trait builtin) get no edits at all. */
void lw_plan_file(const cl_model *m, const char *runtime_header, lw_plan *out);

/* The wrapper name for the `ordinal`-th extended lambda of the function
 * with clang USR `usr`: stable across translation units and runs. */
const char *lw_wrapper_name(cl_arena *a, const char *usr, size_t ordinal);

#endif
