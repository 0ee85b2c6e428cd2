// nvcc 13.0: error (line 9) "expression must have a constant value"
// Rule 12: an extended lambda's operator() is not constexpr, so calling it
// in a static_assert is not a constant expression.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto l = [] __host__ __device__ (int x) { return x + 1; };
  // CHECK: r12g_static_assert_call.cu:[[@LINE+1]]:17: error: the extended lambda at line [[@LINE-1]] is used in a constant expression; its closure type is not a literal type and its operator() is not constexpr [R12g]
  static_assert(l(1) == 2, "");
}
