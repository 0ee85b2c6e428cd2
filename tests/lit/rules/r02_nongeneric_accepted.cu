// nvcc 13.0: accepted
// Rule 2 needs a generic lambda: concrete parameter types are fine, and a
// generic lambda nested inside the extended one's sibling does not matter.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

void host_function() {
  auto outer = [] (int x) {
    auto inner = [x] __device__ { return x; };
    return x;
  };
  auto generic = [] (auto v) { return v; };
  outer(generic(1));
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
