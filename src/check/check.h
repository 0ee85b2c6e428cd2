/* check.h - the checker: the extended-lambda restrictions (guide 5.3.6 and
 * 5.3.7, docs/SPEC.md's rule table) judged on the model alone.  No libclang
 * here, nothing printed: findings are cl_diag values in the model's arena,
 * made by one constructor (ck_report) from diagnostics.def. */
#ifndef CUDALIFT_CHECK_H
#define CUDALIFT_CHECK_H

#include "model.h"

/* Every finding for the model (and its device-side model, when there is
 * one), in the order found: lambda rules, device-code calls, uses, then
 * the comparison of the two passes.  Returns how many. */
size_t ck_check(const cl_model *m, cl_diag ***out);

#endif
