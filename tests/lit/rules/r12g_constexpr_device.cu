// nvcc 13.0: error (line 7) "The constexpr specifier is not allowed for an extended __device__ lambda"
// Rule 12: `constexpr` is not allowed on an extended __device__ lambda.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  // CHECK: r12g_constexpr_device.cu:[[@LINE+1]]:12: error: extended lambda is declared constexpr [R12g]
  auto l = [] __device__ () constexpr { return 1; }; // expected-error {{extended lambda is declared constexpr}}
}
// RUN: %cudalift --check -verify %fast %s
