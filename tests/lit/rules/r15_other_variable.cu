// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc gives no diagnostic; both closures hold one int, so the device reads the host's x2 as x1
// Rule 15: as many captures in each pass, but of other variables (a
// __host__ __device__ lambda, not launched).
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

// A kernel template in the translation unit: a closure could reach the
// device (rule 15 is about closures passed to kernels).
template <class F> __global__ void run_on_device(F f);

void host_function() {
  int x1 = 1, x2 = 2;
  // CHECK: r15_other_variable.cu:[[@LINE+1]]:12: error: the captures of this extended lambda depend on __CUDA_ARCH__: 'x2' when it is undefined, 'x1' when it is defined [R15]
  auto l = [=] __host__ __device__ { // expected-error {{the captures of this extended lambda depend on __CUDA_ARCH__: 'x2' when it is undefined, 'x1' when it is defined}}
#ifdef __CUDA_ARCH__
    // CHECK: r15_other_variable.cu:[[@LINE+1]]:12: note: 'x1' is captured here when __CUDA_ARCH__ is defined
    return x1 + 1;
#else
    return x2;
#endif
  };
  l();
}
// RUN: %cudalift --check -verify %fast %s
