// nvcc 13.0: error (line 22) "identifier "host_function(int *)   ::counter" is undefined in device code"
// H1: a host function's static local read in an extended __device__
// lambda that reaches a kernel: the variable does not exist on the device.
// nvcc reports it when it compiles the lambda's body for the device (in
// cicc); cudalift reports it in every file, whether or not the file
// names __CUDA_ARCH__ (the second RUN line adds a device-side parse).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
// RUN: %expect-exit 1 %cudalift --check %fast -DNAME_ARCH %s | FileCheck %s --implicit-check-not=error:

#ifdef NAME_ARCH
#ifdef __CUDA_ARCH__
#endif
#endif

template <class F> __global__ void k(F f, int *out) { *out = f(); }

int total = 0;

void host_function(int *out) {
  static int counter = 0;
  // CHECK: h1_static_local_launched.cu:[[@LINE+1]]:41: error: device code reads 'counter', a host variable (a static local of 'host_function'); it does not exist in device memory [H1]
  k<<<1, 1>>>([] __device__ () { return counter; }, out);
  // CHECK: h1_static_local_launched.cu:[[@LINE+1]]:41: error: device code reads 'total', a host variable (a namespace-scope variable); it does not exist in device memory [H1]
  k<<<1, 1>>>([] __device__ () { return total + 1; }, out);
}
