// nvcc 13.0: error (line 10) "expression must have a constant value"
// Rule 12: more constant expressions that call an extended lambda: a case
// label, a constexpr variable's initialiser, an if constexpr condition.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function(int v) {
  auto four = [] __host__ __device__ () { return 4; };
  auto yes = [] __host__ __device__ () { return true; };
  // CHECK: r12g_constant_contexts.cu:[[@LINE+1]]:21: error: the extended lambda at line 7 is used in a constant expression; its closure type is not a literal type and its operator() is not constexpr [R12g]
  switch (v) { case four(): break; default: break; }
  // CHECK: r12g_constant_contexts.cu:[[@LINE+1]]:21: error: the extended lambda at line 7 is used in a constant expression; its closure type is not a literal type and its operator() is not constexpr [R12g]
  constexpr int n = four();
  // CHECK: r12g_constant_contexts.cu:[[@LINE+1]]:17: error: the extended lambda at line 8 is used in a constant expression; its closure type is not a literal type and its operator() is not constexpr [R12g]
  if constexpr (yes()) {
  }
  (void)n;
}
