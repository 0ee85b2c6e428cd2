// nvcc 13.0: error (line 8) "a constexpr variable must have a literal type or a reference type"
// Rule 12: an extended lambda's closure type is not a literal type, so no
// constexpr variable may hold one (clang, following C++17, accepts it).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  // CHECK: r12g_constexpr_variable.cu:[[@LINE+1]]:22: error: the extended lambda at line [[@LINE+1]] is used in a constant expression; its closure type is not a literal type and its operator() is not constexpr [R12g]
  constexpr auto l = [] __device__ (int x) { return x + 1; };
  (void)l;
}
