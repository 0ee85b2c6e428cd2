// nvcc 13.0: error (line 8) "An extended __device__ lambda cannot capture an array variable (type: "int [1][2][1][2][1][2][1][2]") with ..."
// Rule 12: a captured array has at most 7 dimensions.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int arr[1][2][1][2][1][2][1][2];
  // CHECK: r12b_array_8d.cu:[[@LINE+1]]:13: error: extended lambda captures array 'arr' with 8 dimensions (at most 7) [R12b]
  auto l = [arr] __device__ { return arr[0][0][0][0][0][0][0][0]; }; // expected-error {{extended lambda captures array 'arr' with 8 dimensions (at most 7)}}
}
// RUN: %cudalift --check -verify %fast %s
