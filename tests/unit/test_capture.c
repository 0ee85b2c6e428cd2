/* test_capture.c - closure layout order and odr-use, for src/frontend/capture.c.
 * Each expectation follows the C++ rules: explicit captures as written,
 * then implicit ones in order of first odr-use; constants read by value,
 * statics and globals are never captured.  In non-dependent code clang
 * builds the closure itself, and the listed order is its field order. */
#include "helpers.h"

static void explicit_in_written_order(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "void f(int a, int b, float c) {\n"
      "  auto l = [c, &a, b] __device__ () { return a + b + c; };\n"
      "}\n");
  assert_captures(m, 2, "c,&a,b");
  const cl_lambda *l = lambda_on(m, 2);
  assert_int_equal(l->captures[0].kind, CL_CAP_COPY);
  assert_int_equal(l->captures[1].kind, CL_CAP_REF);
  assert_string_equal(l->captures[0].type, "float");
  assert_string_equal(l->captures[1].type, "int &");
  assert_false(l->captures[0].implicit);
  cl_model_free(m);
}

static void implicit_copy_first_use_order(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "static int g;\n"
      "void f(int a, int b) {\n"
      "  constexpr int K = 4; const int CI = 3; const double CD = 1.0;\n"
      "  static int st; int d[4][2];\n"
      "  auto l = [=] __device__ () { return b + a + K + CI + st + g + d[0][0] + CD; };\n"
      "}\n");
  assert_captures(m, 5, "b,a,d,CD");
  const cl_lambda *l = lambda_on(m, 5);
  assert_int_equal(l->capture_default, CL_DEFAULT_COPY);
  assert_true(l->captures[0].implicit);
  assert_string_equal(l->captures[2].type, "int[4][2]");
  cl_model_free(m);
}

/* Clang decides whether a constant is odr-used only at the end of the
 * full-expression, so `K` lands after `a` in its closure (checked with
 * clang -Xclang -ast-dump: fields int, then const int). */
static void address_of_constant_is_captured(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "__device__ int use(const int *);\n"
      "void f() {\n"
      "  constexpr int K = 4; int a = 1;\n"
      "  auto l = [=] __device__ () { return use(&K) + a; };\n"
      "}\n");
  assert_captures(m, 4, "a,K");
  cl_model_free(m);
}

static void implicit_ref(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "void f(int a, int b) {\n"
      "  constexpr int K = 2; int &r = a;\n"
      "  auto l = [&] () { return b + K + r + a; };\n"
      "}\n");
  assert_captures(m, 3, "&b,&r,&a");
  cl_model_free(m);
}

static void mixed_defaults(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "void f(int a, int b, int c) {\n"
      "  auto l1 = [=, &b] () { return c + b + a; };\n"
      "  auto l2 = [&, a] () { return c + b + a; };\n"
      "}\n");
  assert_captures(m, 2, "&b,c,a");
  assert_captures(m, 3, "a,&c,&b");
  cl_model_free(m);
}

static void init_captures(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "void f(int a) {\n"
      "  auto l = [x = a + 1, &y = a, z{a}] __device__ () { return x + y + z; };\n"
      "}\n");
  assert_captures(m, 2, "x=a+1,&y=a,z={a}");
  const cl_lambda *l = lambda_on(m, 2);
  assert_int_equal(l->captures[0].kind, CL_CAP_INIT_COPY);
  assert_int_equal(l->captures[1].kind, CL_CAP_INIT_REF);
  assert_string_equal(l->captures[0].init, "a+1");
  cl_model_free(m);
}

static void this_and_star_this(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "struct S {\n"
      "  int m;\n"
      "  void run(int a) {\n"
      "    auto l1 = [=] __device__ () { return a + m; };\n"
      "    auto l2 = [=] __device__ () { return m + a; };\n"
      "    auto l3 = [=, *this] __device__ () { return m + a; };\n"
      "    auto l4 = [this, a] __device__ () { return this->m + a; };\n"
      "    auto l5 = [&] () { return m; };\n"
      "  }\n"
      "};\n");
  assert_captures(m, 4, "a,this");
  assert_captures(m, 5, "this,a");
  assert_captures(m, 6, "*this,a");
  assert_captures(m, 7, "this,a");
  assert_captures(m, 8, "this");
  assert_string_equal(lambda_on(m, 6)->captures[0].type, "S");
  cl_model_free(m);
}

static void nested_use_captures_in_outer(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "void f(int a, int b, int c) {\n"
      "  auto outer = [=] () {\n"
      "    int local = c;\n"
      "    auto inner = [=] () { return b + local; };\n"
      "    return a + inner();\n"
      "  };\n"
      "}\n");
  assert_captures(m, 2, "c,b,a");
  assert_captures(m, 4, "b,local");
  assert_int_equal(lambda_on(m, 4)->parent, (long)lambda_on(m, 2)->index);
  cl_model_free(m);
}

static void unevaluated_operands(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "void f(int a, double b) {\n"
      "  auto l = [=] () { return sizeof(a) + alignof(decltype(b)) + b; };\n"
      "}\n");
  assert_captures(m, 2, "b");
  cl_model_free(m);
}

/* Inside templates clang defers implicit captures; cudalift walks the body. */
static void template_implicit(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "template <class T, int N>\n"
      "void f(T t) {\n"
      "  T arr[N]; int q = 1; constexpr int K = 3; const int CI = 2; static T s;\n"
      "  auto l = [=] __device__ (int x) { return t + arr[x] + q + K + CI + s; };\n"
      "  auto r = [&] __device__ (int x) { return q + t; };\n"
      "}\n");
  const cl_lambda *l = lambda_on(m, 4);
  assert_true(l->dependent);
  assert_captures(m, 4, "t,arr,q");
  assert_string_equal(l->captures[0].type, "T");
  assert_string_equal(l->captures[1].type, "T[N]");
  assert_captures(m, 5, "&q,&t");
  assert_string_equal(lambda_on(m, 5)->captures[1].type, "T &");
  cl_model_free(m);
}

/* R12b in templates: an array whose element type is the function
 * template's own parameter (through an alias too) is judged per
 * instantiation, as is a fixed element type in an array of dependent
 * size; a class template's parameter is not the function's. */
static void array_elements_in_templates(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "struct NoDefault { NoDefault(int); int v; };\n"
      "template <class U> struct Box {\n"
      "  template <class A, class T, int N> void f(T t, NoDefault n, U u) {\n"
      "    using E = T; E e[2] = {t, t}; NoDefault d[N] = {n}; U w[1] = {u}; T p[1] = {t};\n"
      "    auto l = [=] __device__ () { return e[0].v + d[0].v + w[0].v; };\n"
      "    auto r = [&] __device__ () { return p[0].v; };\n"
      "  }\n"
      "};\n");
  const cl_lambda *l = lambda_on(m, 5);
  assert_captures(m, 5, "e,d,w");
  assert_int_equal(l->captures[0].element_tparam, 2);
  assert_false(l->captures[0].element_dependent_size);
  assert_int_equal(l->captures[1].element_tparam, 0);
  assert_true(l->captures[1].element_dependent_size);
  assert_string_equal(l->captures[1].element_lacks, "default constructible");
  assert_int_equal(l->captures[2].element_tparam, 0);
  assert_null(l->captures[2].element_lacks);
  assert_int_equal(lambda_on(m, 6)->captures[0].element_tparam, 0); /* by reference */
  cl_model_free(m);
}

static void template_packs(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "__device__ int sum();\n"
      "template <class... Ts> __device__ int sum(int, Ts...);\n"
      "template <class... Ts>\n"
      "void f(Ts... ts) {\n"
      "  auto l = [ts...] __device__ () { return sum(0, ts...); };\n"
      "  auto i = [=] __device__ () { return sum(0, ts...) + sizeof...(ts); };\n"
      "}\n");
  assert_captures(m, 5, "ts...");
  assert_captures(m, 6, "ts...");
  cl_model_free(m);
}

static void generic_lambda_in_template(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "template <class T> struct Box {\n"
      "  T v;\n"
      "  void go(T a) {\n"
      "    auto g = [=] (auto x) { return x + a + v; };\n"
      "  }\n"
      "};\n");
  assert_captures(m, 4, "a,this");
  assert_true(lambda_on(m, 4)->generic);
  cl_model_free(m);
}

static void macro_introducers(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "#define LAMBDA [=] __host__ __device__\n"
      "#define CAP(...) [__VA_ARGS__] __device__\n"
      "#define REF_ALL [&]\n"
      "void f(int y, int w) {\n"
      "  auto l = LAMBDA (int z) { return y + z; };\n"
      "  auto k = CAP(w, &v = y) () { return w + v; };\n"
      "  auto r = REF_ALL () { return w; };\n"
      "}\n");
  assert_captures(m, 5, "y");
  assert_captures(m, 6, "w,&v=y");
  assert_captures(m, 7, "&w");
  assert_true(lambda_on(m, 5)->from_macro);
  assert_int_equal(lambda_on(m, 5)->capture_default, CL_DEFAULT_COPY);
  cl_model_free(m);
}

static void if_constexpr_first_use(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "template <bool B>\n"
      "void f(int x, int y) {\n"
      "  auto l = [=] __device__ () {\n"
      "    if constexpr (B) { return x + y; }\n"
      "    return y;\n"
      "  };\n"
      "  auto n = [=] __device__ () {\n"
      "    int t = y;\n"
      "    if constexpr (B) { return y + t; }\n"
      "    return t;\n"
      "  };\n"
      "}\n");
  const cl_lambda *l = lambda_on(m, 3);
  assert_int_equal(l->ncaptures, 2);
  assert_true(l->captures[0].first_use_in_if_constexpr);
  assert_true(l->captures[1].first_use_in_if_constexpr);
  const cl_lambda *n = lambda_on(m, 7);
  assert_int_equal(n->ncaptures, 1);
  assert_false(n->captures[0].first_use_in_if_constexpr);
  cl_model_free(m);
}

static void specifiers(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "void f(int a) {\n"
      "  auto l = [a] __device__ () mutable -> int { return ++a; };\n"
      "  auto c = [] __device__ (int x) constexpr { return x; };\n"
      "}\n");
  const cl_lambda *l = lambda_on(m, 2);
  assert_true(l->is_mutable);
  assert_true(l->trailing_return);
  assert_string_equal(l->trailing_return_type, "int");
  assert_true(lambda_on(m, 3)->is_constexpr);
  assert_false(lambda_on(m, 3)->is_mutable);
  cl_model_free(m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(explicit_in_written_order),
      cmocka_unit_test(implicit_copy_first_use_order),
      cmocka_unit_test(address_of_constant_is_captured),
      cmocka_unit_test(implicit_ref),
      cmocka_unit_test(mixed_defaults),
      cmocka_unit_test(init_captures),
      cmocka_unit_test(this_and_star_this),
      cmocka_unit_test(nested_use_captures_in_outer),
      cmocka_unit_test(unevaluated_operands),
      cmocka_unit_test(template_implicit),
      cmocka_unit_test(array_elements_in_templates),
      cmocka_unit_test(template_packs),
      cmocka_unit_test(generic_lambda_in_template),
      cmocka_unit_test(macro_introducers),
      cmocka_unit_test(if_constexpr_first_use),
      cmocka_unit_test(specifiers),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
