// nvcc 13.0: accepted
// Guide rule 12, lambda1: init-captures are allowed in __device__ extended
// lambdas (`x = e` and `x(e)`; `x{e}` is r12f_device_init_capture_braced.cu).
// RUN: %cudalift --check %fast %s 2>&1 | count 0

void host_function() {
  int a = 2;
  auto lambda1 = [x = 1] __device__ () { return x; };
  auto l2 = [x(a), y = a * 2] __device__ () { return x + y; };
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
