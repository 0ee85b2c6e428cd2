// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc gives no diagnostic; the lambda exists only in device passes for sm_70 and newer, and `base` after it changes its number
// Rule 13: a test of __CUDA_ARCH__'s value counts too (cudalift's device
// pass is sm_90): the lambda under it moves `base` from number 0 to 1.
// The lambda sits in a member function of a class template: lambdas are
// matched per enclosing function.  (After `base` it would move nothing:
// r13_one_pass_after_shared_accepted.cu.)  `base` is launched through a
// kernel template, the way a closure reaches the device (with no kernel
// template in the file none can: r13_no_kernel_template_accepted.cu).
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

template <class F> __global__ void launch(F f) { f(); }

template <typename T>
struct Runner {
  T value;
  void run() {
#if __CUDA_ARCH__ >= 700
    // CHECK: r13_arch_value.cu:[[@LINE+1]]:17: error: extended lambda exists only when __CUDA_ARCH__ is defined, so the number and order of extended lambdas in 'Runner::run' depend on it [R13]
    auto fast = [v = value] __device__ { return v * 2; }; // expected-error {{extended lambda exists only when __CUDA_ARCH__ is defined, so the number and order of extended lambdas in 'Runner::run' depend on it}}
    // CHECK: r13_arch_value.cu:[[@LINE-3]]:1: note: the conditional block that holds it starts here
#endif
    auto base = [v = value] __device__ { return v; };
    launch<<<1, 1>>>(base);
  }
};

template struct Runner<int>;
// RUN: %cudalift --check -verify %fast %s
