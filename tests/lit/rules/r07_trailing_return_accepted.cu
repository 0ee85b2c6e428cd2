// nvcc 13.0: accepted
// Rule 7 allows `auto f() -> T`; the lambda's own deduced return type does
// not matter (its enclosing function is the named function).
// RUN: %cudalift --check %fast %s 2>&1 | count 0

auto host_function() -> int {
  auto l = [] __host__ __device__ { return 0; };
  return l();
}

int plain() {
  auto outer = [] {
    auto l = [] __device__ { return 0; };
    return 1;
  };
  return outer();
}

int main() { return host_function() + plain(); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
