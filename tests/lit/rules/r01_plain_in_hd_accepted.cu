// nvcc 13.0: accepted
// Rule 1 concerns extended lambdas only: plain lambdas inside an extended
// __host__ __device__ lambda are fine, and sibling extended lambdas too.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

void host_function() {
  auto outer = [] __host__ __device__ (int x) {
    auto plain = [x] { return x + 1; };
    return plain();
  };
  auto sibling = [] __device__ { return 2; };
  outer(1);
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
