/* rules.h - what the rules files (rules.c, rules_uses.c) share: how a
 * finding is made.  No libclang here: the rules read the model only. */
#ifndef CUDALIFT_RULES_H
#define CUDALIFT_RULES_H

#include <stdarg.h>

#include "frontend.h"

/* A new diagnostic of `kind` at `loc`, its message formatted from the
 * table with `ap`, allocated in the model's arena and pushed on `found`. */
cl_diag *fe_diag_vnew(const cl_model *m, cl_vec *found, cl_diag_kind kind,
                      const cl_loc *loc, va_list ap);

/* rules_uses.c: the rules about how closures and enclosing templates are
 * used (G1, R09a, R09b, R14, R16, R17, S1, F1). */
void fe_check_uses(const cl_model *m, cl_vec *found);

#endif
