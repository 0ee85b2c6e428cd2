// nvcc 13.0: accepted
// Guide 5.3.7.4 rule 16 is about __device__ lambdas only: a
// __host__ __device__ or plain lambda converts in host code.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

void host_function() {
  auto hd = [] __host__ __device__ (int x) { return x; };
  auto plain = [] (int x) { return x; };
  int (*a)(int) = hd;
  int (*b)(int) = +plain;
  (void)a;
  (void)b;
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
