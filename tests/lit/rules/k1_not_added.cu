// nvcc 13.0: accepted
// K1 where cudalift cannot add the device code: the lambda is in a
// member function (its wrapper is a template over the class, named from
// the use site only), and the kernel sits in an unnamed namespace.  The warning stays,
// with the reason.  nvcc's build has no device code for either launch
// (the host object's kernel stubs against the device code's functions).
// RUN: python3 %inputs/device_code_for_launches.py %nvcc --extended-lambda %s | FileCheck %s --check-prefix=NVCC
// NVCC: kernels on the host: 2, without device code: 2
// RUN: %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

template <typename F>
__global__ void kernel(F f) { f(); }
namespace {
template <typename F>
__global__ void hidden(F f) { f(); }
}

__device__ int result;

struct Launcher {
  int value = 3;
  void run() {
    int v = value;
    auto l = [=] __device__ { result = v; };
#ifndef __CUDA_ARCH__
    // CHECK: k1_not_added.cu:[[@LINE+2]]:5: warning: no device code for kernel 'kernel<(lambda at {{.*}}k1_not_added.cu:[[@LINE-2]]:14)>'{{.*}}; cudalift cannot add it: a closure type in its arguments is not a plain class once lowered (it is in a template or a member function, or captures what cannot be spelled there) [K1]
    // CHECK: k1_not_added.cu:[[@LINE-2]]:1: note: the device pass skips this conditional block
    kernel<<<1, 1>>>(l);
#endif
  }
};

void host_function() {
  auto l = [] __device__ { result = 1; };
#ifndef __CUDA_ARCH__
  // CHECK: k1_not_added.cu:[[@LINE+2]]:3: warning: no device code for kernel 'hidden<(lambda at {{.*}}k1_not_added.cu:[[@LINE-2]]:12)>'{{.*}}; cudalift cannot add it: the kernel template is a class member or in an unnamed namespace [K1]
  // CHECK: k1_not_added.cu:[[@LINE-2]]:1: note: the device pass skips this conditional block
  hidden<<<1, 1>>>(l);
#endif
}
