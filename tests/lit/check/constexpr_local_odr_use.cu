// nvcc 13.0: error (line 9) "expression must be an lvalue or a function designator"
// Taking a constexpr local's address is an odr-use: a lambda without a
// capture default cannot name it so, under nvcc as under clang.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  constexpr int n = 3;
  // CHECK: constexpr_local_odr_use.cu:[[@LINE+1]]:28: error: variable 'n' cannot be implicitly captured in a lambda with no capture-default specified
  auto l = [] () { return &n; };
  (void)l;
}
