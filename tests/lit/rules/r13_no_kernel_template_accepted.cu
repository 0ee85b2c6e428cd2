// nvcc 13.0: accepted
// Rule 13 is about closures that host code makes and device code runs, and
// such a closure reaches the device only as an argument of a kernel, whose
// parameter can name a closure type only through a template parameter.
// Here two lambdas only the device pass sees (NV_IF_TARGET(NV_IS_DEVICE,
// ...), as libcudacxx's proclaim_return_type test writes them in main) come
// before two that both passes see, whose numbers therefore differ between
// nvcc's passes.  No file of the translation unit declares a __global__
// function template, so neither closure can run on the device: nvcc's build
// runs right, cudalift reports nothing, and the drop-in builds it.  With a
// kernel template declared (-DKERNEL), the shifted closures could reach it:
// R13 (nvcc 13.0 accepts that variant too, silently).
// RUN: %cudalift --check %s 2>&1 | count 0
// RUN: %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty
// BUILD-NOT: error
// RUN: %expect-exit 1 %cudalift --check -DKERNEL %s 2>&1 | FileCheck %s --check-prefix=KERNEL
// KERNEL: r13_no_kernel_template_accepted.cu:[[#@LINE+12]]:{{[0-9]+}}: error: extended lambda exists only when __CUDA_ARCH__ is defined, so the number and order of extended lambdas in 'main' depend on it [R13]
#include <nv/target>
#include <cstdio>

template <class F> struct holder { F f; };
template <class F> holder<F> hold(F f) { return {f}; }

#ifdef KERNEL
template <class F> __global__ void run_on_device(F f) { f(); }
#endif

int main() {
  NV_IF_TARGET(NV_IS_DEVICE, (auto a = [] __device__ { return 1; }; (void)a;
                              auto b = [] __device__ { return 2; }; (void)b;));
  auto f = hold([] __device__ { return false; });
  auto g = hold([f] __device__ { return f.f(); });
  (void)g;
  std::printf("built\n");
  return 0;
}
