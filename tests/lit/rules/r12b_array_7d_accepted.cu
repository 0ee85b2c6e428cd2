// nvcc 13.0: accepted
// Rule 12: seven dimensions are allowed, explicitly and implicitly
// captured, also through an alias; a pointer to an 8-D array is no array.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

using Row = int[2];

void host_function() {
  int a7[1][1][1][1][1][1][2];
  Row r7[1][1][1][1][1][1] = {};
  int a8[1][1][1][1][1][1][1][2];
  int (*p8)[1][1][1][1][1][1][2] = a8;
  auto l1 = [a7] __device__ { return a7[0][0][0][0][0][0][1]; };
  auto l2 = [=] __host__ __device__ { return a7[0][0][0][0][0][0][1] + r7[0][0][0][0][0][0][1]; };
  auto l3 = [p8] __device__ { return p8[0][0][0][0][0][0][0][1]; };
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
