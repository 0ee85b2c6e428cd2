/* report.h - what the checker's rule files share: the checker's state,
 * the one constructor of a finding (report.c) and each rule file's entry,
 * which check.c calls in turn. */
#ifndef CUDALIFT_CHECK_REPORT_H
#define CUDALIFT_CHECK_REPORT_H

#include "model.h"

typedef struct ck_checker {
  const cl_model *m;
  cl_vec found; /* cl_diag*, in the order found */
} ck_checker;

/* report.c: adds a diagnostic of `kind` at `loc`; the arguments fill the
 * table's message.  Returns it, for a note. */
cl_diag *ck_report(ck_checker *k, cl_diag_kind kind, const cl_loc *loc, ...);
/* Sets the diagnostic's note: formatted text at `loc`. */
void ck_note(ck_checker *k, cl_diag *d, const cl_loc *loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Adds a fix-it to `d`: `length` bytes at `offset` of the file `d` is
 * in become `text`.  All of a diagnostic's fix-its go together. */
void ck_fix(ck_checker *k, cl_diag *d, unsigned offset, unsigned length, const char *text);
/* The line a lambda starts on, as message text. */
const char *ck_line_of(ck_checker *k, const cl_lambda *l);

/* rules_lambda.c: R01-R04, R06-R08, R09c, R12 for one extended lambda:
 * where it is nested, its enclosing function, its form and captures. */
void ck_check_lambda(ck_checker *k, const cl_lambda *l);

/* rules_decl.c: R05, R10, R11, R12c-e for one extended lambda, and the C
 * library rules L1, L2 for the model's device-code calls. */
void ck_check_decl(ck_checker *k, const cl_lambda *l);
void ck_check_calls(ck_checker *k);

/* rules_uses.c: the rules about how closures and enclosing templates are
 * used (G1, R09a, R09b, R14, R16, R17, S1, F1). */
void ck_check_uses(ck_checker *k);

/* rules_arch.c: R13, R15 and K1, which compare the host model with its
 * device-side model (when there is one). */
void ck_check_arch(ck_checker *k);

#endif
