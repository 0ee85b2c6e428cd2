/* test_util.c - the path helpers of src/util (cl_relative_path,
 * cl_path_under) that keep checkout paths out of what a compiler cache
 * hashes. */
#include "helpers.h"

static void relative_paths(void **state) {
  (void)state;
  cl_arena *a = cl_arena_new();
  assert_string_equal(cl_relative_path(a, "/w/a", "/w/a/src/k.cu"), "src/k.cu");
  assert_string_equal(cl_relative_path(a, "/w/a/build", "/w/a/include/x.h"), "../include/x.h");
  assert_string_equal(cl_relative_path(a, "/w/a/b/c", "/w/x"), "../../../x");
  assert_string_equal(cl_relative_path(a, "/w/a", "/w/a"), ".");
  assert_string_equal(cl_relative_path(a, "/", "/x/y"), "x/y");
  assert_string_equal(cl_relative_path(a, "/w/ab", "/w/a/x"), "../a/x"); /* not a prefix by name */
  cl_arena_free(a);
}

static void paths_under(void **state) {
  (void)state;
  assert_true(cl_path_under("/w/a/src/k.cu", "/w/a"));
  assert_true(cl_path_under("/w/a", "/w/a"));
  assert_true(cl_path_under("/w/a/x", "/w/a/"));
  assert_true(cl_path_under("/anything", "/"));
  assert_false(cl_path_under("/w/ab/x", "/w/a"));
  assert_false(cl_path_under("/w", "/w/a"));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(relative_paths),
      cmocka_unit_test(paths_under),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
