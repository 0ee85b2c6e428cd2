/* test_jobs.c - the worker processes of src/driver/jobs.c: results come
 * back in job order whatever order the workers end in, each worker's
 * stdout, stderr, counts and exit code are its own, and a worker that
 * crashes costs its own job only. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <signal.h>
#include <time.h>

#include "helpers.h"

#include "driver/driver.h"

#define NJOBS 5

typedef struct seen {
  size_t order[NJOBS]; /* job indices in the order done() saw them */
  size_t count;        /* how many done() saw */
  drv_job_result copy[NJOBS];
} seen;

/* Job i sleeps longer the earlier it is, so the workers end in reverse;
 * job 3 crashes. */
static int work(void *ctx, size_t i, unsigned *errors, unsigned *warnings) {
  (void)ctx;
  struct timespec t = {0, (long)(NJOBS - i) * 30 * 1000 * 1000};
  nanosleep(&t, NULL);
  if (i == 3) {
    signal(SIGSEGV, SIG_DFL); /* cmocka's handler would catch it and go on testing */
    raise(SIGSEGV);
  }
  printf("out %zu\n", i);
  fprintf(stderr, "err %zu\n", i);
  *errors = (unsigned)i;
  *warnings = 1;
  return i == 1 ? 1 : 0;
}

static void done(void *ctx, size_t i, const drv_job_result *r) {
  seen *s = ctx;
  s->order[s->count++] = i;
  s->copy[i].rc = r->rc;
  s->copy[i].errors = r->errors;
  s->copy[i].warnings = r->warnings;
  cl_buf_puts(&s->copy[i].out, cl_buf_str(&r->out));
  cl_buf_puts(&s->copy[i].err, cl_buf_str(&r->err));
}

static const char *label(void *ctx, size_t i) {
  (void)ctx;
  static const char *const names[NJOBS] = {"a.cu", "b.cu", "c.cu", "d.cu", "e.cu"};
  return names[i];
}

static void results_in_job_order(void **state) {
  (void)state;
  seen s = {0};
  drv_jobs js = {.count = NJOBS, .parallel = NJOBS, .ctx = &s, .run = work, .done = done,
                 .label = label};
  drv_run_jobs(&js);
  assert_int_equal(s.count, NJOBS);
  for (size_t i = 0; i < NJOBS; i++) {
    assert_int_equal(s.order[i], i);
    if (i == 3)
      continue;
    char want[32];
    snprintf(want, sizeof want, "out %zu\n", i);
    assert_string_equal(cl_buf_str(&s.copy[i].out), want);
    snprintf(want, sizeof want, "err %zu\n", i);
    assert_string_equal(cl_buf_str(&s.copy[i].err), want);
    assert_int_equal(s.copy[i].rc, i == 1 ? 1 : 0);
    assert_int_equal(s.copy[i].errors, i);
    assert_int_equal(s.copy[i].warnings, 1);
  }
  assert_int_equal(s.copy[3].rc, 2);
  assert_string_equal(cl_buf_str(&s.copy[3].out), "");
  assert_non_null(strstr(cl_buf_str(&s.copy[3].err), "checking 'd.cu' crashed (signal 11"));
  for (size_t i = 0; i < NJOBS; i++) {
    cl_buf_free(&s.copy[i].out);
    cl_buf_free(&s.copy[i].err);
  }
}

/* One worker at a time gives the same results. */
static void one_at_a_time(void **state) {
  (void)state;
  seen s = {0};
  drv_jobs js = {.count = NJOBS, .parallel = 1, .ctx = &s, .run = work, .done = done,
                 .label = label};
  drv_run_jobs(&js);
  assert_int_equal(s.count, NJOBS);
  for (size_t i = 0; i < NJOBS; i++) {
    assert_int_equal(s.order[i], i);
    cl_buf_free(&s.copy[i].out);
    cl_buf_free(&s.copy[i].err);
  }
  assert_int_equal(s.copy[3].rc, 2);
  assert_int_equal(s.copy[4].rc, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(results_in_job_order),
      cmocka_unit_test(one_at_a_time),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
