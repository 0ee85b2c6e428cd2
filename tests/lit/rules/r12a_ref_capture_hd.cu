// nvcc 13.0: error (line 9) "An extended __host__ __device__ lambda cannot capture variables by reference"
// Rule 12: a __host__ __device__ extended lambda capturing by reference,
// next to a capture by value.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int a = 1, b = 2;
  // CHECK: r12a_ref_capture_hd.cu:[[@LINE+1]]:16: error: extended lambda captures 'b' by reference [R12a]
  auto l = [a, &b] __host__ __device__ () { return a + b; }; // expected-error {{extended lambda captures 'b' by reference}}
}
// RUN: %cudalift --check -verify %fast %s
