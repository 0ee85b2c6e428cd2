// nvcc 13.0: accepted
// H1: a namespace-scope lambda may be called from host code, and device
// code may call a lambda defined in device code.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

auto twice = [](int x) { return 2 * x; };

__global__ void kernel(int *out) {
  auto inc = [](int x) { return x + 1; };
  *out = inc(1);
}

int host_function() { return twice(3); }
