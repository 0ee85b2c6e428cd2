/* test_calls.c - the device-code calls and hidden types the front end
 * hands to rules_decl.c, for src/frontend/calls.c and hidden.c: printf's
 * format and promoted argument types, host-only C library calls, device
 * heap uses (for src/lower/devrt.c), and the
 * local or private types inside a capture's or a signature's type. */
#include "helpers.h"

static void printf_format_and_promoted_types(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "__global__ void k(float f, char c, long n, const char *s) {\n"
      "  printf(\"%f %c \" \"%ld %s\\n\", f, c, n, s);\n"
      "}\n"
      "void host(int a) { printf(\"%d\\n\", a); }\n");
  assert_int_equal(m->ncalls, 1); /* the host printf is not device code */
  const cl_call *c = &m->calls[0];
  assert_string_equal(c->callee, "printf");
  assert_false(c->host_only);
  assert_int_equal(c->loc.line, 2);
  assert_string_equal(c->format, "%f %c %ld %s\n");
  assert_int_equal(c->nargs, 4);
  assert_string_equal(c->arg_types[0], "double");
  assert_string_equal(c->arg_types[1], "int");
  assert_string_equal(c->arg_types[2], "long");
  assert_string_equal(c->arg_types[3], "const char *");
  cl_model_free(m);
}

static void host_only_calls_replace_clang_errors(void **state) {
  (void)state;
  cl_model *m = parse_with_errors(
      "#include <string.h>\n"
      "__device__ int f(const char *s) { return (int)strlen(s); }\n"
      "void g(const char *s) { auto l = [=] __device__ { return puts(s); }; }\n"
      "__device__ void h(void *p) { memset(p, 0, 4); }\n");
  assert_int_equal(m->errors, 0);
  assert_int_equal(m->ncalls, 2);
  assert_string_equal(m->calls[0].callee, "strlen");
  assert_true(m->calls[0].host_only);
  assert_int_equal(m->calls[0].loc.line, 2);
  assert_string_equal(m->calls[1].callee, "puts");
  assert_int_equal(m->calls[1].loc.line, 3);
  cl_model_free(m);
}

static void hidden_types(void **state) {
  (void)state;
  cl_model *m = parse_source(
      "template <class T> struct Box { T t; };\n"
      "class C { struct P { int v; }; public: void run() {\n"
      "  P p{1}; auto l = [p] __device__ { return p.v; }; } };\n"
      "void f() {\n"
      "  struct Local { int v; }; Box<Local *> b{nullptr}; int plain = 0;\n"
      "  auto l = [b, plain] __device__ { return plain; };\n"
      "  auto e = [] __device__ (int x) { return x; };\n"
      "  auto m = [e] __device__ { return e(1); };\n"
      "  auto hd = [] __host__ __device__ (int x) { return Local{x}; };\n"
      "}\n");
  const cl_lambda *priv = lambda_on(m, 3);
  assert_string_equal(priv->captures[0].hidden.name, "C::P");
  assert_string_equal(priv->captures[0].hidden.member_access, "private");
  const cl_lambda *local = lambda_on(m, 6);
  assert_string_equal(local->captures[0].hidden.name, "Local");
  assert_null(local->captures[0].hidden.member_access);
  assert_null(local->captures[1].hidden.name);
  assert_null(lambda_on(m, 8)->captures[0].hidden.name); /* an extended closure */
  const cl_lambda *hd = lambda_on(m, 9);
  assert_string_equal(hd->signature_hidden.name, "Local");
  assert_string_equal(hd->signature_hidden_in, "return");
  cl_model_free(m);
}

/* Device heap uses: allocations with the expression's bytes (none in a
 * macro's expansion), free, new (not placement new); host code and a user
 * function called malloc are not heap uses. */
static void heap_uses(void **state) {
  (void)state;
  static const char src[] =
      "#define GRAB(n) malloc(n)\n"
      "__device__ void *operator new(decltype(sizeof 0), void *p) noexcept { return p; }\n"
      "namespace mine { __device__ void *malloc(unsigned long) { return 0; } }\n"
      "__device__ void f(unsigned long n, int *slot) {\n"
      "  void *a = malloc(n * 2);\n"
      "  int *b = new int[n];\n"
      "  void *c = GRAB(n);\n"
      "  int *d = new (slot) int(3);\n"
      "  void *e = mine::malloc(n);\n"
      "  free(a);\n"
      "}\n"
      "void host(unsigned long n) { (void)n; }\n";
  cl_model *m = parse_source(src);
  assert_int_equal(m->ncalls, 4);
  static const char *const callee[] = {"malloc", "new", "malloc", "free"};
  static const char *const text[] = {"malloc(n * 2)", "new int[n]", "", ""};
  static const int allocates[] = {1, 1, 1, 0};
  for (size_t i = 0; i < 4; i++) {
    const cl_call *c = &m->calls[i];
    assert_string_equal(c->callee, callee[i]);
    assert_int_equal(c->allocates, allocates[i]);
    assert_false(c->host_only);
    assert_int_equal(c->extent.length, strlen(text[i]));
    assert_memory_equal(src + c->extent.offset, text[i], c->extent.length);
  }
  assert_int_equal(m->calls[0].loc.line, 5);
  assert_int_equal(m->calls[2].loc.line, 7);
  cl_model_free(m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(printf_format_and_promoted_types),
      cmocka_unit_test(host_only_calls_replace_clang_errors),
      cmocka_unit_test(hidden_types),
      cmocka_unit_test(heap_uses),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
