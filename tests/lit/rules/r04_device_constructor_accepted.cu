// nvcc 13.0: accepted
// Not extended: an annotated lambda inside a __device__ constructor is a
// plain device lambda, so rule 4 does not apply.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

struct DevOnly {
  int v;
  __device__ DevOnly() : v(0) {
    auto l = [] __device__ { return 0; };
    v = l();
  }
};

__global__ void k() { DevOnly d; }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
