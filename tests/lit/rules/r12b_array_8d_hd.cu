// nvcc 13.0: error (line 10) "An extended __host__ __device__ lambda cannot capture an array variable (type: "float [1][1][1][1][1][1][1]..."
// Rule 12: the same limit for a __host__ __device__ lambda, with a second,
// 7-dimensional array captured alongside.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  float ok[1][1][1][1][1][1][2];
  float big[1][1][1][1][1][1][1][2];
  // CHECK: r12b_array_8d_hd.cu:[[@LINE+1]]:17: error: extended lambda captures array 'big' with 8 dimensions (at most 7) [R12b]
  auto l = [ok, big] __host__ __device__ { return ok[0][0][0][0][0][0][1] + big[0][0][0][0][0][0][0][1]; }; // expected-error {{extended lambda captures array 'big' with 8 dimensions (at most 7)}}
}
// RUN: %cudalift --check -verify %fast %s
