/* test_arch.c - the two-pass check of src/frontend/arch.c: which files get
 * a second, device-side parse (ordinary ones must not), and what the
 * comparison of the two models finds (guide 5.3.7.4 rules 13 and 15, K1). */
#include "helpers.h"
#include "check/report.h"
#include "frontend/fe_internal.h"

/* Parses `src` in fast mode as --check does (second parse allowed). */
static cl_model *parse_checked(const char *src, int arch_pass) {
  fe_config cfg;
  fe_config_init(&cfg);
  cfg.minimal = 1;
  cfg.arch_pass = arch_pass;
  cl_model *m = NULL;
  assert_int_equal(fe_build_model("mem.cu", src, &cfg, &m), FE_OK);
  fe_config_free(&cfg);
  assert_int_equal(m->errors, 0);
  return m;
}

static const char arch_dependent[] =
    "void host_function() {\n"
    "  int a = 1, b = 2;\n"
    "  auto l = [=] __device__ {\n"
    "#ifdef __CUDA_ARCH__\n"
    "    return a + b;\n"
    "#else\n"
    "    return b;\n"
    "#endif\n"
    "  };\n"
    "}\n";

/* `decls` then `body`, in one new string (free it). */
static char *prefixed(const char *decls, const char *body) {
  char *src = cl_xmalloc(strlen(decls) + strlen(body) + 1);
  strcpy(src, decls);
  strcat(src, body);
  return src;
}

static void ordinary_files_parse_once(void **state) {
  (void)state;
  cl_model *m = parse_checked("void host_function() {\n"
                              "  int a = 1;\n"
                              "  auto l = [=] __device__ { return a; };\n"
                              "}\n"
                              "int __CUDA_ARCH__X, MY__CUDA_ARCH__, __CUDA_ARCH_LIST;\n",
                              1);
  assert_null(m->device);
  assert_int_equal(m->nlaunches, 0);
  cl_model_free(m);
}

static void the_macro_asks_for_a_device_parse(void **state) {
  (void)state;
  cl_model *m = parse_checked(arch_dependent, 1);
  assert_non_null(m->device);
  assert_null(m->device->device); /* the device parse never parses again */
  assert_int_equal(m->device->nlambdas, 1);
  assert_captures(m, 3, "b");
  assert_captures(m->device, 3, "a,b");
  cl_model_free(m);
}

/* Whether any namespace-scope declaration is a __global__ function
 * template (nested namespaces and extern "C++" blocks included); a plain
 * kernel or a __device__ template is none. */
static void kernel_templates_are_looked_for(void **state) {
  (void)state;
  cl_model *m = parse_checked(arch_dependent, 1);
  assert_non_null(m->device);
  assert_int_equal(m->no_kernel_templates, 1);
  cl_model_free(m);
  static const char *const decls[] = {
      "__global__ void k(int *p) {}\ntemplate <class T> __device__ T d(T t) { return t; }\n",
      "template <class F> __global__ void k(F f) { f(); }\n",
      "namespace a { namespace b { template <class F> __global__ void k(F); } }\n",
      "extern \"C++\" { namespace { template <int N, class F> __global__ void k(F f); } }\n"};
  for (size_t i = 0; i < sizeof decls / sizeof *decls; i++) {
    char *src = prefixed(decls[i], arch_dependent);
    m = parse_checked(src, 1);
    assert_non_null(m->device);
    assert_int_equal(m->no_kernel_templates, i == 0);
    cl_model_free(m);
    free(src);
  }
}

static void only_check_mode_parses_twice(void **state) {
  (void)state;
  cl_model *m = parse_checked(arch_dependent, 0);
  assert_null(m->device);
  cl_model_free(m);
}

/* The driver stops at compiler errors, so no device pass is spent on them. */
static void files_with_errors_parse_once(void **state) {
  (void)state;
  fe_config cfg;
  fe_config_init(&cfg);
  cfg.minimal = 1;
  cfg.arch_pass = 1;
  cl_model *m = NULL;
  assert_int_equal(fe_build_model("mem.cu", "#ifdef __CUDA_ARCH__\n#endif\nint x = ;\n", &cfg, &m),
                   FE_OK);
  fe_config_free(&cfg);
  assert_int_equal(m->errors, 1);
  assert_null(m->device);
  cl_model_free(m);
}

/* Each source parsed as --check does: a device-side parse or not. */
static void expect_device_parse(const char *const *sources, size_t n, int parsed) {
  for (size_t i = 0; i < n; i++) {
    cl_model *m = parse_checked(sources[i], 1);
    assert_int_equal(m->device != NULL, parsed);
    assert_int_equal(m->arch_code_harmless, !parsed);
    cl_model_free(m);
  }
}

/* Code that depends on the architecture but cannot change the lambdas,
 * captures or launches of either pass costs no second parse (archcode.c). */
static void harmless_arch_code_parses_once(void **state) {
  (void)state;
  static const char *const sources[] = {
      /* a config block, a plain macro in a function with a lambda */
      "#ifdef __CUDA_ARCH__\n#define SIMD _Pragma(\"unroll\")\n#define ON_DEV 1\n#else\n"
      "#define SIMD\n#endif\n"
      "void f(int *p) {\n  int a = 1;\n"
      "  auto l = [=] __device__ { int s = 0; SIMD for (int i = 0; i < 4; ++i) s += a; return s; };\n"
      "}\n",
      /* statements per pass in a function without lambdas; a subscript;
       * ordinary lambdas (never extended) */
      "__host__ __device__ int g(const int *v) {\n#ifdef __CUDA_ARCH__\n  return v[1];\n#else\n"
      "  return v[0];\n#endif\n}\n"
      "__host__ __device__ int u(int w) {\n#ifdef __CUDA_ARCH__\n"
      "  return [=](int x) mutable noexcept -> int { return x + w; }(1) + [&] { return w; }();\n"
      "#endif\n  return 0;\n}\n"
      "void h() { int a = 1; auto l = [=] __device__ { return a; }; }\n",
      /* a type per pass at namespace scope, no kernel template named */
      "#ifdef __CUDA_ARCH__\nusing real = float;\n#else\nusing real = double;\n#endif\n"
      "void k() { real r = 1; auto l = [=] __device__ { return r; }; }\n",
      /* a lambda in a branch neither pass sees; the word in a comment */
      "#ifdef SOME_OTHER_BACKEND\n#ifdef __CUDA_ARCH__\nauto x = [] { return 1; };\n#endif\n#endif\n"
      "// __CUDA_ARCH__ [=] __device__ {}\n"
      "void m() { int a = 1; auto l = [=] __device__ { return a; }; }\n",
  };
  expect_device_parse(sources, sizeof sources / sizeof *sources, 0);
}

/* ... and code that can, does. */
static void arch_code_that_matters_parses_twice(void **state) {
  (void)state;
  static const char *const sources[] = {
      /* an annotated lambda after `return`, in a function without lambdas */
      "__host__ __device__ int g() {\n#ifdef __CUDA_ARCH__\n  return [] __device__ { return 1; }();\n"
      "#else\n  return 0;\n#endif\n}\n",
      /* a macro per pass that makes a lambda */
      "#ifdef __CUDA_ARCH__\n#define MAKE(v) [=] __device__ { return v; }\n#else\n"
      "#define MAKE(v) [=] __device__ { return v + 0; }\n#endif\n"
      "void f() { int a = 1; auto l = MAKE(a); }\n",
      /* a value per pass, named in a lambda */
      "#ifdef __CUDA_ARCH__\n#define SCALE 2\n#else\n#define SCALE 1\n#endif\n"
      "void f() { int a = 1; auto l = [=] __device__ { return a * SCALE; }; }\n",
      /* an execution space per pass */
      "#ifdef __CUDA_ARCH__\n#define HD __host__ __device__\n#else\n#define HD\n#endif\n"
      "void f() { auto l = [] HD { return 1; }; }\n",
  };
  expect_device_parse(sources, sizeof sources / sizeof *sources, 1);
}

/* Runs only the two-pass rules; returns how many diagnostics they gave
 * and the first one's kind in *first. */
static size_t arch_diags(const cl_model *m, cl_diag_kind *first) {
  ck_checker k = {.m = m};
  ck_check_arch(&k);
  size_t n = k.found.len;
  if (n)
    *first = ((cl_diag *)k.found.items[0])->kind;
  cl_vec_free(&k.found);
  return n;
}

static void captures_and_counts_are_compared(void **state) {
  (void)state;
  cl_diag_kind kind = CL_DIAG_COUNT;
  /* no kernel template: no closure reaches the device, rule 15 does not
   * apply; with one declared, R15 */
  cl_model *m = parse_checked(arch_dependent, 1);
  assert_int_equal(arch_diags(m, &kind), 0);
  cl_model_free(m);
  char *with_kernel = prefixed("template <class F> __global__ void k(F f);\n", arch_dependent);
  m = parse_checked(with_kernel, 1);
  assert_int_equal(arch_diags(m, &kind), 1);
  assert_int_equal(kind, CL_DIAG_R15_CAPTURES);
  cl_model_free(m);
  free(with_kernel);

  /* the count differs; with a kernel template to take `l`, R13 */
  static const char shifted[] = "void host_function() {\n"
                                "#ifndef __CUDA_ARCH__\n"
                                "  auto extra = [] __device__ { return 0; };\n"
                                "#endif\n"
                                "  auto l = [] __device__ { return 1; };\n"
                                "}\n";
  m = parse_checked(shifted, 1);
  assert_int_equal(arch_diags(m, &kind), 0);
  cl_model_free(m);
  char src[sizeof shifted + 64];
  snprintf(src, sizeof src, "template <class F> __global__ void k(F f);\n%s", shifted);
  m = parse_checked(src, 1);
  assert_int_equal(arch_diags(m, &kind), 1);
  assert_int_equal(kind, CL_DIAG_R13_ONE_PASS);
  cl_model_free(m);
}

static void host_only_kernel_templates_are_found(void **state) {
  (void)state;
  cl_diag_kind kind = CL_DIAG_COUNT;
  cl_model *m = parse_checked("template <int N> __global__ void kernel() {}\n"
                              "void host_function() {\n"
                              "  kernel<1><<<1, 1>>>();\n"
                              "#ifndef __CUDA_ARCH__\n"
                              "  kernel<1><<<1, 1>>>();\n"
                              "  kernel<2><<<1, 1>>>();\n"
                              "#endif\n"
                              "}\n",
                              1);
  assert_int_equal(m->nlaunches, 3);
  assert_string_equal(m->launches[2].kernel, "kernel<2>");
  assert_int_equal(m->device->nlaunches, 1);
  assert_int_equal(arch_diags(m, &kind), 1);
  assert_int_equal(kind, CL_DIAG_K1_HOST_ONLY_KERNEL);
  cl_model_free(m);
}

/* Identities (wrapper names) follow places, not counts: a lambda one pass
 * alone sees shifts no other, and the two branches of an #ifdef/#else
 * share one. */
static void lambdas_are_paired_by_place(void **state) {
  (void)state;
  cl_model *m = parse_checked("void host_function() {\n"
                              "#ifdef __CUDA_ARCH__\n"
                              "  auto d1 = [] __device__ { return 0; };\n"
                              "#endif\n"
                              "  auto shared = [] __device__ { return 1; };\n"
                              "#ifdef __CUDA_ARCH__\n"
                              "  auto d2 = [] __device__ { return 2; };\n"
                              "#else\n"
                              "  auto h2 = [] __device__ { return 3; };\n"
                              "#endif\n"
                              "  auto last = [] __device__ { return 4; };\n"
                              "}\n",
                              1);
  assert_int_equal(m->nlambdas, 3);
  assert_int_equal(m->device->nlambdas, 4);
  cl_identities ids = cl_lambda_identities(m->arena, m, m->file);
  const cl_model *d = m->device;
  /* host: shared, h2, last; device: d1, shared, d2, last */
  assert_string_equal(cl_lambda_identity(&ids, m->lambdas[0]), cl_lambda_identity(&ids, d->lambdas[1]));
  assert_string_equal(cl_lambda_identity(&ids, m->lambdas[1]), cl_lambda_identity(&ids, d->lambdas[2]));
  assert_string_equal(cl_lambda_identity(&ids, m->lambdas[2]), cl_lambda_identity(&ids, d->lambdas[3]));
  for (size_t i = 0; i < 4; i++)
    for (size_t k = i + 1; k < 4; k++)
      assert_string_not_equal(cl_lambda_identity(&ids, d->lambdas[i]),
                              cl_lambda_identity(&ids, d->lambdas[k]));
  assert_non_null(strstr(cl_lambda_identity(&ids, m->lambdas[0]), "@mem.cu:"));
  cl_model_free(m);
}

/* The text scan's form of the test (fe_arch_code_text): one main file,
 * its function bodies as a span list, and a header. */
static int text_matters(const char *main_text, const unsigned *spans, size_t nspans,
                        const char *header) {
  fe_arch_text files[2] = {{main_text, strlen(main_text), 0, spans, nspans},
                           {header, strlen(header), 1, NULL, 0}};
  cl_arena *a = cl_arena_new();
  size_t file;
  unsigned at;
  int matters = fe_arch_code_text(a, files, 2, &file, &at);
  cl_arena_free(a);
  return matters;
}

static unsigned offset_of(const char *text, const char *mark) {
  return (unsigned)(strstr(text, mark) - text);
}

static void arch_code_judged_on_text(void **state) {
  (void)state;
  const char *body = "void f(int *p) {\n#ifdef __CUDA_ARCH__\n  *p = 1;\n#endif\n}\n";
  unsigned span[2] = {offset_of(body, "{"), (unsigned)strlen(body) - 1};
  /* Inside a body the text shows: harmless; without the span, outside
   * every body: it matters (a kernel template's name may reach it). */
  assert_false(text_matters(body, span, 1, ""));
  assert_true(text_matters(body, NULL, 0, ""));
  /* A launch in the region matters anywhere; so does a macro that writes
   * one. */
  const char *launch =
      "template <class T> __global__ void k(T *p) {}\n"
      "void f(int *p) {\n#ifndef __CUDA_ARCH__\n  k<int><<<1, 1>>>(p);\n#endif\n}\n";
  unsigned launch_span[2] = {offset_of(launch, "p) {\n#") + 3, (unsigned)strlen(launch) - 1};
  assert_true(text_matters(launch, launch_span, 1, ""));
  const char *maker =
      "#define GO(p) k<int><<<1, 1>>>(p)\n"
      "void f(int *p) {\n  NV_IF_TARGET(NV_IS_HOST, (GO(p);))\n}\n";
  unsigned maker_span[2] = {offset_of(maker, "{"), (unsigned)strlen(maker) - 1};
  assert_true(text_matters(maker, maker_span, 1, ""));
  const char *quiet_use = "void f(int *p) {\n  NV_IF_TARGET(NV_IS_HOST, (*p = 1;))\n}\n";
  unsigned quiet_span[2] = {offset_of(quiet_use, "{"), (unsigned)strlen(quiet_use) - 1};
  assert_false(text_matters(quiet_use, quiet_span, 1, ""));
  /* A header: a type per pass is harmless; an #include in the region is
   * not. */
  const char *plain_main = "int main() { return 0; }\n";
  assert_false(text_matters(plain_main, NULL, 0,
                            "#ifdef __CUDA_ARCH__\ntypedef float real;\n#else\n"
                            "typedef double real;\n#endif\n"));
  assert_true(text_matters(plain_main, NULL, 0,
                           "#ifdef __CUDA_ARCH__\n#include \"dev.h\"\n#endif\n"));
  /* A macro defined in a header's group is an architecture word in the
   * main file: outside every body, it matters. */
  assert_true(text_matters("static const int w = WIDTH;\n", NULL, 0,
                           "#ifdef __CUDA_ARCH__\n#define WIDTH 32\n#else\n#define WIDTH 64\n#endif\n"));
  assert_false(text_matters("int main() { return 0; }\n", NULL, 0, "int plain;\n"));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(ordinary_files_parse_once),
      cmocka_unit_test(the_macro_asks_for_a_device_parse),
      cmocka_unit_test(kernel_templates_are_looked_for),
      cmocka_unit_test(only_check_mode_parses_twice),
      cmocka_unit_test(files_with_errors_parse_once),
      cmocka_unit_test(harmless_arch_code_parses_once),
      cmocka_unit_test(arch_code_that_matters_parses_twice),
      cmocka_unit_test(captures_and_counts_are_compared),
      cmocka_unit_test(host_only_kernel_templates_are_found),
      cmocka_unit_test(lambdas_are_paired_by_place),
      cmocka_unit_test(arch_code_judged_on_text),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
