/* rules.h - what the rules files (rules.c, rules_decl.c, rules_uses.c)
 * share: the checker that collects diagnostics and the helpers that add
 * them.  Like the rules themselves, no libclang here: only the model. */
#ifndef CUDALIFT_RULES_H
#define CUDALIFT_RULES_H

#include <stdarg.h>

#include "frontend.h"

typedef struct fe_checker {
  const cl_model *m;
  cl_vec found; /* cl_diag*, in the order found */
} fe_checker;

/* A new diagnostic of `kind` at `loc`, its message formatted from the
 * table with `ap`, allocated in the model's arena and pushed on `found`. */
cl_diag *fe_diag_vnew(const cl_model *m, cl_vec *found, cl_diag_kind kind,
                      const cl_loc *loc, va_list ap);

/* Adds a diagnostic of `kind` at `loc`; the arguments fill the table's
 * message.  Returns it, for a note. */
cl_diag *fe_report(fe_checker *k, cl_diag_kind kind, const cl_loc *loc, ...);
void fe_note_at(fe_checker *k, cl_diag *d, const cl_loc *loc, const char *fmt, ...);

/* rules_decl.c: R05, R10, R11, R12c-e for one extended lambda, and the C
 * library rules L1, L2 for the model's device-code calls. */
void fe_check_decl(fe_checker *k, const cl_lambda *l);
void fe_check_calls(fe_checker *k);

/* rules_uses.c: the rules about how closures and enclosing templates are
 * used (G1, R09a, R09b, R14, R16, R17, S1, F1). */
void fe_check_uses(const cl_model *m, cl_vec *found);

#endif
