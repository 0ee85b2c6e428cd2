// nvcc 13.0: error (line 8) "An extended __device__ lambda cannot capture an array variable (type: "char [1][1][1][1][1][1][1][1][3]") w..."
// Rule 12: nine dimensions, the count in the message follows.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  char arr[1][1][1][1][1][1][1][1][3];
  // CHECK: r12b_array_9d.cu:[[@LINE+1]]:13: error: extended lambda captures array 'arr' with 9 dimensions (at most 7) [R12b]
  auto l = [arr] __device__ { return arr[0][0][0][0][0][0][0][0][2]; }; // expected-error {{extended lambda captures array 'arr' with 9 dimensions (at most 7)}}
}
// RUN: %cudalift --check -verify %fast %s
