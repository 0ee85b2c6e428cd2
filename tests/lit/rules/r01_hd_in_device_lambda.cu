// nvcc 13.0: accepted
// A __host__ __device__-annotated lambda inside a __device__ extended
// lambda: the inner one is not extended (the enclosing operator() is a
// device function), as with __device__ inside __device__.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

void host_function() {
  auto outer = [] __device__ {
    auto inner = [] __host__ __device__ { return 1; };
    return inner();
  };
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
