/* test_pch.c - which of a file's leading #include lines go into the
 * drop-in's kept precompiled header of project headers
 * (src/frontend/pch.c): the text is given in memory. */
#include "helpers.h"

/* The project preamble of `text` under the flags `args` (NULL-ended). */
static char *preamble(cl_arena *a, const char *text, const char *const *args) {
  fe_config cfg;
  fe_config_init(&cfg);
  for (size_t i = 0; args && args[i]; i++)
    cl_vec_push(&cfg.clang_args, (void *)args[i]);
  char *r = fe_project_preamble(a, text, &cfg);
  fe_config_free(&cfg);
  return r;
}

static void stops_after_the_first_project_header(void **state) {
  (void)state;
  cl_arena *a = cl_arena_new();
  /* Library lines kept as written, comments and blank lines between them
   * left out; the quoted header ends the run. */
  assert_string_equal(preamble(a,
                               "// a comment\n#include <vector>\n\n/* more */\n"
                               "#include \"grid.h\"\n#include \"later.h\"\nint x;\n",
                               NULL),
                      "#include <vector>\n#include \"grid.h\"\n");
  /* An angled name that is not the library's is a project header. */
  assert_string_equal(preamble(a, "#include <AMReX.H>\n#include <AMReX_Gpu.H>\n", NULL),
                      "#include <AMReX.H>\n");
  /* A quoted name is the project's, whatever it names. */
  assert_string_equal(preamble(a, "#include <thrust/sort.h>\n#include \"cuda_runtime.h\"\n", NULL),
                      "#include <thrust/sort.h>\n#include \"cuda_runtime.h\"\n");
  cl_arena_free(a);
}

static void none_without_a_leading_project_header(void **state) {
  (void)state;
  cl_arena *a = cl_arena_new();
  /* Library headers only: the library header's business. */
  assert_null(preamble(a, "#include <cstdio>\n#include <thrust/sort.h>\nint main() {}\n", NULL));
  /* Anything else first: a macro could change what the header means. */
  assert_null(preamble(a, "#define FAST 1\n#include \"grid.h\"\n", NULL));
  assert_null(preamble(a, "int x;\n#include \"grid.h\"\n", NULL));
  /* A name made by a macro. */
  assert_null(preamble(a, "#include GRID_HEADER\n", NULL));
  /* -imacros files come before any header. */
  static const char *const imacros[] = {"-imacros", "/p/m.h", NULL};
  assert_null(preamble(a, "#include \"grid.h\"\n", imacros));
  cl_arena_free(a);
}

static void conditional_blocks(void **state) {
  (void)state;
  cl_arena *a = cl_arena_new();
  /* Lines inside #if blocks count; the blocks still open where the lines
   * stop are closed; a continued condition is one line. */
  assert_string_equal(preamble(a,
                               "#include <cub/config.cuh>\n"
                               "#if !_CCCL_COMPILER(MSVC) // all of it\n"
                               "#  include <thrust/sort.h>\n"
                               "#  ifdef EXTRA \\\n   /* why */\n"
                               "#    include <vector>\n"
                               "#  endif\n"
                               "#  include \"cub_test_macros.h\"\n"
                               "int main() {}\n#endif\n",
                               NULL),
                      "#include <cub/config.cuh>\n"
                      "#if !_CCCL_COMPILER(MSVC) // all of it\n"
                      "#  include <thrust/sort.h>\n"
                      "#  ifdef EXTRA \\\n   /* why */\n"
                      "#    include <vector>\n"
                      "#  endif\n"
                      "#  include \"cub_test_macros.h\"\n"
                      "#endif\n");
  /* The project header inside a nested block: both closed. */
  assert_string_equal(preamble(a, "#ifndef A\n#ifdef B\n#include \"grid.h\"\nint x;\n", NULL),
                      "#ifndef A\n#ifdef B\n#include \"grid.h\"\n#endif\n#endif\n");
  /* #else, #elif or another directive ends the lines: no project header
   * before it, no preamble. */
  assert_null(preamble(a, "#if A\n#include <vector>\n#else\n#include \"grid.h\"\n#endif\n", NULL));
  assert_null(preamble(a, "#if A\n#include <vector>\n#elif B\n#include \"grid.h\"\n#endif\n", NULL));
  assert_null(preamble(a, "#ifdef A\n#define B 1\n#include \"grid.h\"\n#endif\n", NULL));
  /* An #endif with no block open is not the file's start. */
  assert_null(preamble(a, "#endif\n#include \"grid.h\"\n", NULL));
  /* A block comment that runs past the directive's line. */
  assert_null(preamble(a, "#if A /* one\n two */\n#include \"grid.h\"\n#endif\n", NULL));
  cl_arena_free(a);
}

static int possible(const char *path, const char *const *args) {
  fe_config cfg;
  fe_config_init(&cfg);
  for (size_t i = 0; args && args[i]; i++)
    cl_vec_push(&cfg.clang_args, (void *)args[i]);
  int r = fe_project_pch_possible(path, &cfg);
  fe_config_free(&cfg);
  return r;
}

static void only_with_absolute_paths(void **state) {
  (void)state;
  static const char *const absolute[] = {"-I", "/p/include", "-I/q", "-include", "/p/pre.h",
                                         "-DN=1", "-isystem", "/s", NULL};
  assert_true(possible("/p/src/a.cu", absolute));
  assert_false(possible("src/a.cu", absolute));
  static const char *const rel_dir[] = {"-I", "/p/include", "-Iinclude", NULL};
  assert_false(possible("/p/src/a.cu", rel_dir));
  static const char *const rel_include[] = {"-include", "pre.h", NULL};
  assert_false(possible("/p/src/a.cu", rel_include));
  static const char *const rel_quote[] = {"-iquote", "../inc", NULL};
  assert_false(possible("/p/src/a.cu", rel_quote));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(stops_after_the_first_project_header),
      cmocka_unit_test(none_without_a_leading_project_header),
      cmocka_unit_test(conditional_blocks),
      cmocka_unit_test(only_with_absolute_paths),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
