// nvcc 13.0: error (line 9) "a constexpr variable must have a literal type or a reference type"
// Rule 12: copying an extended closure into a constexpr variable needs a
// literal type too.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto l = [] __device__ (int x) { return x; };
  // CHECK: r12g_constexpr_copy_of_closure.cu:[[@LINE+1]]:22: error: the extended lambda at line 7 is used in a constant expression; its closure type is not a literal type and its operator() is not constexpr [R12g]
  constexpr auto m = l;
  (void)m;
}
