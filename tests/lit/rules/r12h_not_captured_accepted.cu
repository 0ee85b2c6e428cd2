// nvcc 13.0: accepted
// Rule 12 needs a capture: parameters and locals of the lambda itself are
// none, nor is a constexpr local named in a lambda without capture default.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

void host_function() {
  constexpr int N = 4;
  auto l = [] __device__ {
    int local = 1;
    if constexpr (N > 2) { local += N; }
    return local;
  };
  auto m = [] __device__ (int x) {
    if constexpr (true) { return x; }
  };
  auto n = [=] __device__ (int x) {
    int local = 1;
    if constexpr (true) { local += x; }
    return local;
  };
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
