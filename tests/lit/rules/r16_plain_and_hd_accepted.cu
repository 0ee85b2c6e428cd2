// nvcc 13.0: accepted
// Rule 16 concerns __device__ lambdas only: a host-device lambda converts
// to a function pointer in host code, and a plain lambda in a kernel may
// capture by reference.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

__global__ void kernel(int *out) {
  int n = 3;
  auto l = [&] (int x) { return x + n; };
  *out = l(1);
}

void host_function() {
  auto ok = [] __host__ __device__ (int x) { return x; };
  int (*p)(int) = ok;
  int (*q)(int) = +ok;
  (void)p; (void)q;
}
