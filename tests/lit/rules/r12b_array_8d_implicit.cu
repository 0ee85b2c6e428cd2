// nvcc 13.0: error (line 10) "An extended __device__ lambda cannot capture an array variable (type: "int [1][1][1][1][1][1][1][2]") with ..."
// Rule 12: an 8-dimensional array captured implicitly through `[=]`,
// reported at its first use in the body.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int arr[1][1][1][1][1][1][1][2];
  auto l = [=] __device__ {
    // CHECK: r12b_array_8d_implicit.cu:[[@LINE+1]]:12: error: extended lambda captures array 'arr' with 8 dimensions (at most 7) [R12b]
    return arr[0][0][0][0][0][0][0][1]; // expected-error {{extended lambda captures array 'arr' with 8 dimensions (at most 7)}}
  };
}
// RUN: %cudalift --check -verify %fast %s
