// nvcc 13.0: accepted
// Rule 8 is for __host__ __device__ lambdas only: a generic __device__
// extended lambda is allowed.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

void host_function() {
  auto l = [] __device__ (auto i) { return i; };
  auto m = [] __device__ (auto... i) { return sizeof...(i); };
  auto h = [] __host__ __device__ (int i) { return i; };
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
