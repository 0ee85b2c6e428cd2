// nvcc 13.0: error (line 8) "The constexpr specifier is not allowed for an extended __host__ __device__ lambda"
// Rule 12: nor on an extended __host__ __device__ lambda (with mutable).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int a = 1;
  // CHECK: r12g_constexpr_hd.cu:[[@LINE+1]]:12: error: extended lambda is declared constexpr [R12g]
  auto l = [a] __host__ __device__ (int x) constexpr mutable -> int { return a + x; }; // expected-error {{extended lambda is declared constexpr}}
}
// RUN: %cudalift --check -verify %fast %s
