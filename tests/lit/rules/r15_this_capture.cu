// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc gives no diagnostic; the device closure holds `this`, the host closure nothing
// Rule 15: an implicit `this` capture (a member used in one branch) is a
// capture too.
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

// A kernel template in the translation unit: a closure could reach the
// device (rule 15 is about closures passed to kernels).
template <class F> __global__ void run_on_device(F f);

struct S {
  int v = 1;
  void go() {
    // CHECK: r15_this_capture.cu:[[@LINE+1]]:14: error: the captures of this extended lambda depend on __CUDA_ARCH__: nothing when it is undefined, 'this' when it is defined [R15]
    auto l = [=] __device__ { // expected-error {{the captures of this extended lambda depend on __CUDA_ARCH__: nothing when it is undefined, 'this' when it is defined}}
#ifdef __CUDA_ARCH__
      // CHECK: r15_this_capture.cu:[[@LINE+1]]:14: note: 'this' is captured here when __CUDA_ARCH__ is defined
      return v;
#else
      return 0;
#endif
    };
  }
};
// RUN: %cudalift --check -verify %fast %s
