// nvcc 13.0: accepted
// Rule 3 is met when the outermost lambda is in a function body, also in
// a static local's initializer.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

int host_function() {
  static int once = [] {
    auto l = [] __device__ { return 1; };
    return 2;
  }();
  auto outer = [] {
    auto l = [] __host__ __device__ { return 1; };
    return l();
  };
  return once + outer();
}

int main() { return host_function(); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
