/* check.c - the checker's entry point: each rule file in turn over the
 * model's extended lambdas and uses (report.h). */
#include "check.h"
#include "report.h"

size_t ck_check(const cl_model *m, cl_diag ***out) {
  ck_checker k = {.m = m};
  for (size_t i = 0; i < m->nlambdas; i++) {
    const cl_lambda *l = m->lambdas[i];
    if (!l->extended)
      continue;
    ck_check_lambda(&k, l);
    ck_check_decl(&k, l);
  }
  ck_check_calls(&k);
  ck_check_uses(&k);
  ck_check_arch(&k);
  *out = cl_alloc(m->arena, (k.found.len + 1) * sizeof **out);
  for (size_t i = 0; i < k.found.len; i++)
    (*out)[i] = k.found.items[i];
  size_t n = k.found.len;
  cl_vec_free(&k.found);
  return n;
}
