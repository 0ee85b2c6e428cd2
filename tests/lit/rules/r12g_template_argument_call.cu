// nvcc 13.0: error (line 10) "expression must have a constant value"
// Rule 12: a call of an extended lambda as a template argument.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <int N> struct K { static constexpr int v = N; };

void host_function() {
  auto l = [] __host__ __device__ () { return 4; };
  // CHECK: r12g_template_argument_call.cu:[[@LINE+1]]:5: error: the extended lambda at line [[@LINE-1]] is used in a constant expression; its closure type is not a literal type and its operator() is not constexpr [R12g]
  K<l()> k;
  (void)k;
}
