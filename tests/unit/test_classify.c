/* test_classify.c - execution space, extendedness and the enclosing
 * function, for src/frontend/classify.c.  Expectations follow the guide's
 * 5.3.7, 5.3.7.2 and 5.3.7.4 examples and nvcc 13.0's observed verdicts
 * (docs/SPEC.md "Execution space"). */
#include "helpers.h"

static void spaces_follow_the_enclosing_function(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "auto global_lambda = [](){ return 0; };\n"
      "void host_function() { auto l = [](){ return 1; }; }\n"
      "__device__ void device_function() { auto l = [](){ return 2; }; }\n"
      "__global__ void kernel_function() { auto l = [](){ return 3; }; }\n"
      "__host__ __device__ void hd_function() { auto l = [](){ return 4; }; }\n"
      "using fp = int (*)();\n"
      "__device__ void dflt(float v, fp p = [](){ return 4; }) {}\n");
  static const cl_space want[] = {CL_SPACE_HOST, CL_SPACE_HOST, CL_SPACE_DEVICE,
                                  CL_SPACE_DEVICE, CL_SPACE_HOST_DEVICE, CL_SPACE_HOST};
  static const unsigned lines[] = {1, 2, 3, 4, 5, 7};
  for (size_t i = 0; i < 6; i++) {
    const cl_lambda *l = lambda_on(m, lines[i]);
    assert_int_equal(l->space, want[i]);
    assert_false(l->extended);
  }
  assert_null(lambda_on(m, 1)->enclosing);
  assert_null(lambda_on(m, 7)->enclosing); /* default argument: no enclosing function */
  assert_string_equal(lambda_on(m, 4)->enclosing->name, "kernel_function");
  cl_model_free(m);
}

/* The guide's four kinds in host, host-device and device functions. */
static void four_kinds(void **state) {
  (void)state;
  static const char *const fns[] = {"void", "__host__ __device__ void", "__device__ void"};
  static const int ext[3][4] = {{0, 1, 1, 0}, {0, 1, 1, 0}, {0, 0, 0, 0}};
  static const cl_space sp[3][4] = {
      {CL_SPACE_HOST, CL_SPACE_DEVICE, CL_SPACE_HOST_DEVICE, CL_SPACE_HOST},
      {CL_SPACE_HOST_DEVICE, CL_SPACE_DEVICE, CL_SPACE_HOST_DEVICE, CL_SPACE_HOST},
      {CL_SPACE_DEVICE, CL_SPACE_DEVICE, CL_SPACE_HOST_DEVICE, CL_SPACE_HOST}};
  for (int f = 0; f < 3; f++) {
    char src[512];
    snprintf(src, sizeof src,
             "%s fn() {\n"
             "  auto lambda1 = [] {};\n"
             "  auto lambda2 = [] __device__ {};\n"
             "  auto lambda3 = [] __host__ __device__ {};\n"
             "  auto lambda4 = [] __host__ {};\n"
             "}\n",
             fns[f]);
    cl_model *m = parse_source(src);
    for (int k = 0; k < 4; k++) {
      const cl_lambda *l = lambda_on(m, (unsigned)k + 2);
      assert_int_equal(l->extended, ext[f][k]);
      assert_int_equal(l->space, sp[f][k]);
      assert_string_equal(l->enclosing->name, "fn");
    }
    cl_model_free(m);
  }
}

static void enclosing_skips_lambda_operators(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "void host_function() {\n"
      "  auto lambda1 = [] __device__ { };\n"
      "  auto lambda2 = [] {\n"
      "    auto lambda3 = [] {\n"
      "      auto lambda4 = [] __host__ __device__ { };\n"
      "    };\n"
      "  };\n"
      "}\n"
      "auto global_lambda = [] {\n"
      "  auto lambda5 = [] __host__ __device__ { };\n"
      "};\n");
  assert_string_equal(lambda_on(m, 2)->enclosing->name, "host_function");
  const cl_lambda *l4 = lambda_on(m, 5);
  assert_string_equal(l4->enclosing->name, "host_function");
  assert_true(l4->extended);
  assert_int_equal(l4->parent, (long)lambda_on(m, 4)->index);
  const cl_lambda *l5 = lambda_on(m, 10);
  assert_null(l5->enclosing);
  assert_true(l5->extended); /* in a host lambda's body: extended, then R03 */
  cl_model_free(m);
}

static void namespace_scope_annotation_is_not_extended(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "auto g = [] __host__ __device__ { return 1; };\n"
      "__device__ void d() {\n"
      "  auto h = [] __host__ { };\n"
      "  auto outer = [] __device__ { auto inner = [] __device__ { }; };\n"
      "}\n"
      "void h() {\n"
      "  auto outer = [] __device__ { auto inner = [] __device__ { }; };\n"
      "}\n");
  const cl_lambda *g = lambda_on(m, 1);
  assert_int_equal(g->space, CL_SPACE_HOST_DEVICE);
  assert_false(g->extended);
  assert_int_equal(lambda_on(m, 3)->space, CL_SPACE_HOST);
  /* In h: the outer is extended; the inner sits in device code. */
  const cl_model *mm = m;
  const cl_lambda *outer = NULL, *inner = NULL;
  for (size_t i = 0; i < mm->nlambdas; i++)
    if (mm->lambdas[i]->begin.line == 7)
      (outer ? (void)(inner = mm->lambdas[i]) : (void)(outer = mm->lambdas[i]));
  assert_non_null(inner);
  assert_true(outer->extended);
  assert_false(inner->extended);
  assert_int_equal(inner->space, CL_SPACE_DEVICE);
  cl_model_free(m);
}

static void member_functions_and_classes(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "namespace ns {\n"
      "struct S {\n"
      "  S() { auto l = [] __device__ { }; }\n"
      "  ~S() { auto l = [] __device__ { }; }\n"
      "  void run() { auto l = [] __device__ { }; }\n"
      "  S operator+(const S &) const { auto l = [] __device__ { }; return *this; }\n"
      "  auto deduced() { auto l = [] __device__ { }; return 1; }\n"
      "  static void st() { auto l = [] __device__ { }; }\n"
      "private:\n"
      "  void hidden() { auto l = [] __device__ { }; }\n"
      "  struct Inner { void go() { auto l = [] __device__ { }; } };\n"
      "};\n"
      "}\n");
  const cl_function *ctor = lambda_on(m, 3)->enclosing;
  assert_string_equal(ctor->name, "ns::S::S");
  assert_int_equal(ctor->kind, CL_FN_CTOR);
  assert_int_equal(lambda_on(m, 4)->enclosing->kind, CL_FN_DTOR);
  assert_string_equal(lambda_on(m, 4)->enclosing->name, "ns::S::~S");
  assert_string_equal(lambda_on(m, 5)->enclosing->name, "ns::S::run");
  assert_int_equal(lambda_on(m, 5)->enclosing->access, CL_ACCESS_PUBLIC);
  assert_string_equal(lambda_on(m, 6)->enclosing->name, "ns::S::operator+");
  assert_int_equal(lambda_on(m, 6)->enclosing->kind, CL_FN_OPERATOR);
  assert_true(lambda_on(m, 7)->enclosing->deduced_return);
  assert_false(lambda_on(m, 5)->enclosing->deduced_return);
  assert_true(lambda_on(m, 8)->enclosing->static_member);
  assert_int_equal(lambda_on(m, 10)->enclosing->access, CL_ACCESS_PRIVATE);
  const cl_function *go = lambda_on(m, 11)->enclosing;
  assert_string_equal(go->name, "ns::S::Inner::go");
  assert_int_equal(go->nclasses, 2);
  assert_int_equal(go->classes[1].access, CL_ACCESS_PRIVATE);
  assert_string_equal(go->classes[0].name, "S");
  cl_model_free(m);
}

static void template_parameter_lists(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "template <class T, int N, class... Ts> struct Box {\n"
      "  template <class U, class = void> void put(U u) { auto l = [] __device__ { }; }\n"
      "  void get();\n"
      "};\n"
      "template <class Bar, int M, class... Rest> void Box<Bar, M, Rest...>::get() {\n"
      "  auto l = [] __device__ { };\n"
      "}\n"
      "template <template <class...> class TT, typename> void tf() {\n"
      "  auto l = [] __device__ { };\n"
      "}\n");
  const cl_function *put = lambda_on(m, 2)->enclosing;
  assert_string_equal(put->name, "Box::put");
  assert_true(put->is_template);
  assert_int_equal(put->tparams.len, 2);
  assert_string_equal(put->tparams.items[0].name, "U");
  assert_string_equal(put->tparams.items[1].name, "");
  assert_int_equal(put->nclasses, 1);
  assert_int_equal(put->classes[0].tparams.len, 3);
  assert_true(put->classes[0].tparams.items[2].pack);
  assert_int_equal(put->classes[0].tparams.items[1].kind, CL_TPARAM_NONTYPE);

  const cl_function *get = lambda_on(m, 6)->enclosing;
  assert_string_equal(get->name, "Box::get");
  assert_int_equal(get->tparams.len, 0);
  assert_string_equal(get->classes[0].tparams.items[0].name, "Bar");
  assert_string_equal(get->classes[0].tparams.items[2].name, "Rest");
  assert_true(get->classes[0].tparams.items[2].pack);

  const cl_function *tf = lambda_on(m, 9)->enclosing;
  assert_int_equal(tf->tparams.len, 2);
  assert_int_equal(tf->tparams.items[0].kind, CL_TPARAM_TEMPLATE);
  assert_false(tf->tparams.items[0].pack); /* the ... is inside TT's own list */
  assert_string_equal(tf->tparams.items[1].name, "");
  cl_model_free(m);
}

static void local_class_and_unnamed_class(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "void host_function() {\n"
      "  struct MyStruct { void foo() { auto l = [] __device__ { }; } };\n"
      "}\n"
      "struct { void bar() { auto l = [] __device__ { }; } } unnamed_obj;\n");
  const cl_function *foo = lambda_on(m, 2)->enclosing;
  assert_string_equal(foo->name, "host_function::MyStruct::foo");
  assert_true(foo->classes[0].local);
  const cl_function *bar = lambda_on(m, 4)->enclosing;
  assert_true(bar->classes[0].unnamed);
  assert_int_equal(m->nlambdas, 2); /* the unnamed struct is visited twice, listed once */
  cl_model_free(m);
}

static void if_constexpr_and_generic(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "template <class T> void f() {\n"
      "  if constexpr (sizeof(T) > 1) {\n"
      "    auto l = [] __device__ { };\n"
      "  }\n"
      "  auto g = [] (auto x) { return x; };\n"
      "  auto t = [] <class U> (U u) { return u; };\n"
      "}\n");
  assert_true(lambda_on(m, 3)->in_if_constexpr);
  assert_false(lambda_on(m, 5)->in_if_constexpr);
  assert_true(lambda_on(m, 5)->generic);
  assert_true(lambda_on(m, 6)->generic);
  cl_model_free(m);
}

/* Host code asks capturing __device__ lambdas for their result types
 * (nvcc accepts, clang's first parse does not): the model is that of the
 * second parse, with the spaces and the text as written. */
static void preserved_return_types(void **state) {
  (void)state;
  static const char src[] =
      "template <class T> T &&declval();\n"
      "void host_function() {\n"
      "  int k = 3;\n"
      "  auto d = [k] __device__ (int x) -> float { return x + k; };\n"
      "  auto h = [k] __host__ __device__ (int x) { return x + k; };\n"
      "  using R = decltype(declval<decltype(d)>()(1));\n"
      "  R r = h(1);\n"
      "}\n";
  cl_model *m = parse_source(src);
  const cl_lambda *d = lambda_on(m, 4);
  assert_int_equal(d->space, CL_SPACE_DEVICE);
  assert_int_equal(d->annot, CL_ANNOT_DEVICE);
  assert_true(d->extended);
  assert_int_equal(d->nannotations, 1);
  assert_int_equal(lambda_on(m, 5)->space, CL_SPACE_HOST_DEVICE);
  assert_string_equal(m->sources[0].text, src);
  cl_model_free(m);
}

/* A host call that is evaluated stays clang's error. */
static void evaluated_host_call_stays_an_error(void **state) {
  (void)state;
  cl_model *m = parse_with_errors("void host_function() {\n"
                                  "  int k = 3;\n"
                                  "  auto d = [k] __device__ (int x) -> float { return x + k; };\n"
                                  "  using R = decltype(d(1));\n"
                                  "  float r = d(2);\n"
                                  "}\n");
  int on_line_5 = 0;
  for (size_t i = 0; i < m->nmessages; i++)
    on_line_5 |= m->messages[i].severity == CL_ERROR && m->messages[i].loc.line == 5;
  assert_true(on_line_5);
  cl_model_free(m);
}

/* Host code picks a kernel by asking whether a __device__ lambda takes
 * two arguments (SFINAE on the call): clang's first parse says no for
 * both lambdas and fails in the kernel it picked; the model is the second
 * parse's, clean, with the lambdas still __device__ and the text as
 * written ('$' in a string does not matter). */
static void dispatch_on_a_host_question(void **state) {
  (void)state;
  static const char src[] =
      "template <class T> T &&declval();\n"
      "template <class F> __global__ void two_d(F f, int *o) { o[0] = f(1, 2); }\n"
      "template <class F> __global__ void one_d(F f, int *o) { o[0] = f(1); }\n"
      "template <class F> auto run(F f, int *o, int) -> decltype(declval<F &>()(0, 0), void())"
      " { two_d<<<1, 1>>>(f, o); }\n"
      "template <class F> void run(F f, int *o, long) { one_d<<<1, 1>>>(f, o); }\n"
      "void host_function(int *o, int k) {\n"
      "  const char *unit = \"$\";\n"
      "  auto two = [k] __device__ (int i, int j) { return i * j + k; };\n"
      "  auto one = [k] __device__ (int i) { return i + k; };\n"
      "  run(two, o, 0);\n"
      "  run(one, o, 0);\n"
      "}\n";
  cl_model *m = parse_source(src);
  assert_int_equal(m->errors, 0);
  assert_int_equal(lambda_on(m, 8)->space, CL_SPACE_DEVICE);
  assert_int_equal(lambda_on(m, 9)->space, CL_SPACE_DEVICE);
  assert_string_equal(m->sources[0].text, src);
  cl_model_free(m);
}

/* A host template that calls a __device__ lambda: reported at the call
 * inside the template, naming the template's instantiation, as a warning
 * (nvcc builds it: it checks the calls of non-template functions only);
 * the same call written in a non-template host function is an error. */
static const cl_message *first_of(const cl_model *m, cl_severity sev) {
  for (size_t i = 0; i < m->nmessages; i++)
    if (m->messages[i].severity == sev)
      return &m->messages[i];
  return NULL;
}

static void host_call_in_a_template(void **state) {
  (void)state;
  cl_model *m = parse_with_errors("template <class F> int apply(F f) { return f(1); }\n"
                                  "int host_function(int k) {\n"
                                  "  auto d = [k] __device__ (int x) { return x + k; };\n"
                                  "  return apply(d);\n"
                                  "}\n");
  const cl_message *w = first_of(m, CL_WARNING);
  assert_null(first_of(m, CL_ERROR));
  assert_non_null(w);
  assert_int_equal(w->loc.line, 1);
  assert_int_equal(w->loc.col, 44);
  assert_non_null(strstr(w->text, "calling the __device__ lambda of line 3 from host function 'apply<"));
  assert_non_null(strstr(w->text, "(nvcc builds it: it does not check the calls made in a "
                                  "template's instantiation)"));
  cl_model_free(m);
  m = parse_with_errors("int host_function(int k) {\n"
                        "  auto d = [k] __device__ (int x) { return x + k; };\n"
                        "  return d(1);\n"
                        "}\n");
  const cl_message *e = first_of(m, CL_ERROR);
  assert_non_null(e);
  assert_int_equal(e->loc.line, 3);
  assert_non_null(strstr(e->text, "calling the __device__ lambda of line 2 from host function "
                                  "'host_function': it runs on the device only"));
  cl_model_free(m);
}

/* A source held in memory whose text names an extended-lambda trait, with
 * --check's trait answers: the second parse's answers header is held in
 * memory too, and its declarations (locals past the end of this short
 * source) are not the source's.  Under AddressSanitizer, reading them as
 * the source's text is a finding. */
static void trait_answers_are_not_the_source(void **state) {
  (void)state;
  const char *src = "struct Host {\n"
                    "  int v;\n"
                    "  Host() {\n"
                    "    auto l = [] __host__ { return 1; };\n"
                    "    auto p = [] { return 2; };\n"
                    "    v = l() + p() + __nv_is_extended_device_lambda_closure_type(int);\n"
                    "  }\n"
                    "};\n";
  fe_config cfg;
  fe_config_init(&cfg);
  cfg.minimal = 1;
  cfg.answer_traits = 1;
  cl_model *m = NULL;
  assert_int_equal(fe_build_model("mem.cu", src, &cfg, &m), FE_OK);
  fe_config_free(&cfg);
  assert_int_equal(m->nlambdas, 2);
  assert_int_equal(m->nsources, 1);
  for (size_t i = 0; i < m->nuses; i++)
    assert_true(m->uses[i].loc.offset <= strlen(src));
  cl_model_free(m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(trait_answers_are_not_the_source),
      cmocka_unit_test(spaces_follow_the_enclosing_function),
      cmocka_unit_test(four_kinds),
      cmocka_unit_test(enclosing_skips_lambda_operators),
      cmocka_unit_test(namespace_scope_annotation_is_not_extended),
      cmocka_unit_test(member_functions_and_classes),
      cmocka_unit_test(template_parameter_lists),
      cmocka_unit_test(local_class_and_unnamed_class),
      cmocka_unit_test(if_constexpr_and_generic),
      cmocka_unit_test(preserved_return_types),
      cmocka_unit_test(evaluated_host_call_stays_an_error),
      cmocka_unit_test(dispatch_on_a_host_question),
      cmocka_unit_test(host_call_in_a_template),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
