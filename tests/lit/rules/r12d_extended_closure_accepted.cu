// nvcc 13.0: accepted
// Rule 12 exempts extended lambdas' closures: capturing one is fine.
// RUN: %expect-exit 0 %cudalift --check %fast %s | count 0

void host_function() {
  auto inner = [] __device__ (int x) { return x; };
  auto l = [=] __device__ { return inner(2); };
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
