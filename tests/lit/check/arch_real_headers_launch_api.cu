// nvcc 13.0: accepted
// K1 when the host-only code launches through the runtime API: taking
// kernel<int>'s address needs its device code as much as <<<>>> does
// (nvcc's object has no .entry and no registration for it).
// RUN: %cudalift --check %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
#include <cuda_runtime.h>

template <typename T>
__global__ void kernel(T t) { }

void host_function() {
#ifndef __CUDA_ARCH__
  void *args[] = {nullptr};
  // CHECK: arch_real_headers_launch_api.cu:[[@LINE+1]]:34: warning: no device code for kernel 'kernel<int>': the device pass (__CUDA_ARCH__ defined) never instantiates it
  cudaLaunchKernel((const void *)kernel<int>, dim3(1), dim3(1), args, 0, 0);
  // CHECK: arch_real_headers_launch_api.cu:[[@LINE-4]]:1: note: the device pass skips this conditional block
#endif
}
