/* test_lower.c - the lowering plan of src/lower/lower.c, applied by
 * src/emit/lowered.c, on in-memory sources: wrapper names, what changes
 * and what stays byte for byte, the construction that replaces a lambda. */
#include "helpers.h"

#include "lower/lower.h"

/* The lowered main file of `src` (caller frees), and how many wrappers. */
static char *lowered(const char *src, size_t *nlowered) {
  cl_model *m = parse_source(src);
  lw_runtime rt = {.lambda_header = "/rt/lambda.h", .device_header = "/rt/device_runtime.h"};
  lw_plan plan;
  lw_plan_tu(m, &rt, "out.cu", NULL, &plan);
  assert_int_equal(plan.nproblems, 0);
  assert_true(plan.nfiles >= 1);
  cl_buf b = {0};
  em_lowered(&plan.files[0], &b);
  char *text = strdup(cl_buf_str(&b));
  cl_buf_free(&b);
  if (nlowered)
    *nlowered = plan.nlowered;
  cl_model_free(m);
  return text;
}

/* The name depends on the lambda's identity only. */
static void wrapper_names_are_stable(void **state) {
  (void)state;
  cl_arena *a = cl_arena_new();
  const char *n1 = cl_wrapper_name(a, "c:@F@launch#*I#@k.cu:120");
  assert_string_equal(n1, cl_wrapper_name(a, "c:@F@launch#*I#@k.cu:120"));
  assert_string_not_equal(n1, cl_wrapper_name(a, "c:@F@launch#*I#@k.cu:121"));
  assert_string_not_equal(n1, cl_wrapper_name(a, "c:@F@other#*I#@k.cu:120"));
  assert_int_equal(strlen(n1), strlen("__cudalift_L_") + 16);
  cl_arena_free(a);
}

static void no_extended_lambda_no_change(void **state) {
  (void)state;
  const char *src = "__device__ int twice(int x) { auto l = [=] { return x + x; }; return l(); }\n"
                    "int main() { auto h = [] { return 0; }; return h(); }\n";
  size_t n;
  char *out = lowered(src, &n);
  assert_string_equal(out, src);
  assert_int_equal(n, 0);
  free(out);
}

static void lambda_becomes_a_construction(void **state) {
  (void)state;
  size_t n;
  char *out = lowered("void f(int *p, float a) {\n"
                      "  auto l = [=] __device__ (int i) { p[i] *= a; };\n"
                      "  (void)l;\n"
                      "}\n",
                      &n);
  assert_int_equal(n, 1);
  assert_non_null(strstr(out, "#include \"/rt/lambda.h\"\n#line 1 \"mem.cu\"\n"));
  assert_non_null(strstr(out, "::cudalift::id_t<int *> p; ::cudalift::id_t<float> a;"));
  assert_non_null(strstr(out, "__device__ auto operator()(int i) const -> ::cudalift::id_t<void> {"));
  assert_non_null(strstr(out, "{ p[i] *= a; }"));
  assert_non_null(strstr(out, "{p, a});\n  (void)l;"));
  assert_null(strstr(out, "[=] __device__"));
  free(out);
}

/* A lambda over several lines keeps its line count: later lines keep
 * their numbers. */
static void line_count_is_kept(void **state) {
  (void)state;
  const char *src = "void f(int k) {\n"
                    "  auto l = [=] __device__ (int i) {\n"
                    "    return i + k;\n"
                    "  };\n"
                    "  (void)l;\n"
                    "}\n";
  char *out = lowered(src, NULL);
  /* Lines 2 to 4 held the lambda: its two line breaks follow the
   * construction, so `(void)l;` stays on line 5. */
  const char *after = strstr(out, "{k})");
  assert_non_null(after);
  assert_string_equal(after, "{k})\n\n;\n  (void)l;\n}\n");
  free(out);
}

static void member_function_uses_self(void **state) {
  (void)state;
  char *out = lowered("struct S {\n"
                      "  int v;\n"
                      "  void f() { auto l = [this] __device__ () { return v; }; (void)l; }\n"
                      "};\n",
                      NULL);
  assert_non_null(strstr(out, "struct S { template <class __F0, class __F1> friend struct"));
  assert_non_null(strstr(out, "{ return __cudalift_self->v; }"));
  assert_non_null(strstr(out, "<S, decltype(this)>::__cudalift_f{this})"));
  free(out);
}

/* A local class the lambda names moves out under its own name, in its
 * own namespace; an alias with the definition's line count replaces it. */
static void local_class_moves_out(void **state) {
  (void)state;
  char *out = lowered("int f() {\n"
                      "  struct P {\n"
                      "    int v;\n"
                      "  };\n"
                      "  auto l = [] __device__ (P p) { return p.v; };\n"
                      "  return sizeof(l);\n"
                      "}\n",
                      NULL);
  const char *ns = strstr(out, "namespace __cudalift_T_");
  assert_non_null(ns);
  char space[64];
  assert_int_equal(sscanf(ns, "namespace %63s {", space), 1);
  assert_non_null(strstr(ns, "struct P {\n    int v;\n  };\n}\n"));
  char alias[160];
  snprintf(alias, sizeof alias, "int f() {\n  using P = %s::P\n\n;\n", space);
  assert_non_null(strstr(out, alias));
  snprintf(alias, sizeof alias, "using P = %s::P; ", space);
  assert_non_null(strstr(out, alias)); /* the wrapper's member alias */
  /* The deduced result type is spelled, for host code that asks. */
  assert_non_null(strstr(out, "__device__ auto operator()(P p) const -> ::cudalift::id_t<int> {"));
  free(out);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(wrapper_names_are_stable),
      cmocka_unit_test(no_extended_lambda_no_change),
      cmocka_unit_test(lambda_becomes_a_construction),
      cmocka_unit_test(line_count_is_kept),
      cmocka_unit_test(member_function_uses_self),
      cmocka_unit_test(local_class_moves_out),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
