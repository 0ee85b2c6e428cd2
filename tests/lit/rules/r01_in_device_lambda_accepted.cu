// nvcc 13.0: accepted
// SPEC quirk: an annotated lambda inside a __device__ extended lambda is
// accepted by nvcc and is not extended (so rule 1 does not fire).
// RUN: %cudalift --check %fast %s 2>&1 | count 0

void host_function() {
  auto outer = [] __device__ {
    auto inner = [] __device__ { return 1; };
    return inner();
  };
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
