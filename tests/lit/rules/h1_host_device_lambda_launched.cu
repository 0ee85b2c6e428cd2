// nvcc 13.0: error (line 11) "identifier "host_function(int *)   ::counter" is undefined in device code"
// H1: a host-device lambda that reaches a kernel runs its body on the
// device too, where a host function's static local does not exist.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class F> __global__ void k(F f, int *out) { *out = f(); }

void host_function(int *out) {
  static int counter = 0;
  // CHECK: h1_host_device_lambda_launched.cu:[[@LINE+1]]:50: error: device code reads 'counter', a host variable (a static local of 'host_function'); it does not exist in device memory [H1]
  k<<<1, 1>>>([] __host__ __device__ () { return counter; }, out);
}
