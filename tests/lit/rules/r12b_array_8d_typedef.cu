// nvcc 13.0: error (line 11) "An extended __device__ lambda cannot capture an array variable (type: "Row [1][1][1][1][1][1][1]" (aka "int..."
// Rule 12: the rank counts through a type alias.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

typedef int Row[2];
using Cube8 = Row[1][1][1][1][1][1][1];

void host_function() {
  Cube8 arr = {};
  // CHECK: r12b_array_8d_typedef.cu:[[@LINE+1]]:13: error: extended lambda captures array 'arr' with 8 dimensions (at most 7) [R12b]
  auto l = [arr] __device__ { return arr[0][0][0][0][0][0][0][1]; }; // expected-error {{extended lambda captures array 'arr' with 8 dimensions (at most 7)}}
}
// RUN: %cudalift --check -verify %fast %s
