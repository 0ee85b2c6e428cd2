// nvcc 13.0: accepted
// Rule 12 limits host-device lambdas' signatures only: a __device__ lambda may
// take and return local types.
// RUN: %expect-exit 0 %cudalift --check %fast %s | count 0

void host_function() {
  struct Local { int v; };
  auto l = [] __device__ (Local a) { return Local{a.v + 1}; };
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
