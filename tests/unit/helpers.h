/* helpers.h - what every unit test needs: parse an in-memory CUDA source
 * with the small prelude (no files written) and find a lambda by line. */
#ifndef CUDALIFT_TEST_HELPERS_H
#define CUDALIFT_TEST_HELPERS_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "emit/emit.h"
#include "frontend/frontend.h"

/* The model of `src`, parsed as "mem.cu" in fast mode (the small
 * prelude), compiler errors and all. */
static inline cl_model *parse_with_errors(const char *src) {
  fe_config cfg;
  fe_config_init(&cfg);
  cfg.minimal = 1;
  cl_model *m = NULL;
  fe_status st = fe_build_model("mem.cu", src, &cfg, &m);
  fe_config_free(&cfg);
  assert_int_equal(st, FE_OK);
  return m;
}

/* The same, failing the test on compiler errors. */
static inline cl_model *parse_source(const char *src) {
  cl_model *m = parse_with_errors(src);
  for (size_t i = 0; i < m->nmessages; i++)
    if (m->messages[i].severity == CL_ERROR)
      fail_msg("parse error at %u:%u: %s", m->messages[i].loc.line, m->messages[i].loc.col,
               m->messages[i].text);
  return m;
}

/* The only lambda that starts on `line` (1-based). */
static inline const cl_lambda *lambda_on(const cl_model *m, unsigned line) {
  const cl_lambda *found = NULL;
  for (size_t i = 0; i < m->nlambdas; i++)
    if (m->lambdas[i]->begin.line == line) {
      if (found)
        fail_msg("two lambdas on line %u", line);
      found = m->lambdas[i];
    }
  if (!found)
    fail_msg("no lambda on line %u", line);
  return found;
}

/* The capture list as --print-lambdas spells it; caller frees. */
static inline char *capture_list(const cl_lambda *l) {
  cl_buf b = {0};
  em_capture_list(l, &b);
  size_t n_ = b.len + 1;
  char *s = malloc(n_);
  memcpy(s, cl_buf_str(&b), n_);
  cl_buf_free(&b);
  return s;
}

#define assert_captures(model, line, expected)                   \
  do {                                                           \
    char *got_ = capture_list(lambda_on((model), (line)));       \
    assert_string_equal(got_, (expected));                       \
    free(got_);                                                  \
  } while (0)

#endif
