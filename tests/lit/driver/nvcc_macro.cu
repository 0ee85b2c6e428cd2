// nvcc predefines __NVCC__ as 1, and code tests it: an `#ifdef __NVCC__`
// around the includes, a compiler-detection chain that ends in #error.
// cudalift's parse defines it as nvcc does, in the file and its headers,
// so it sees the program nvcc sees; CCCL's own compiler detection does not
// see it (a CCCL checkout on -I included), nor when -U__NVCC__ takes it away.
// nvcc 13.0 --extended-lambda compiles this file; the lowered file
// compiles with plain nvcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -I%S/Inputs/nvcc_checkout -c %s -o %t/ref.o
// RUN: %cudalift --check %fast -I%S/Inputs/nvcc_checkout %s
// RUN: %cudalift --print-lambdas %fast -I%S/Inputs/nvcc_checkout %s | FileCheck %s
// CHECK: nvcc_macro.cu:[[#@LINE+22]]:{{[0-9]+}}: lambda space=device extended=yes
// RUN: %cudalift --emit-lowered=%t/low.cu %fast -I%S/Inputs/nvcc_checkout %s
// RUN: %nvcc-verdict -I%S/Inputs/nvcc_checkout -c %t/low.cu -o %t/low.o
// Without __NVCC__ the chain ends in its #error, in cudalift as in nvcc.
// RUN: %expect-exit 1 %cudalift --check %fast -U__NVCC__ -I%S/Inputs/nvcc_checkout %s 2>&1 | FileCheck --check-prefix=UNDEF %s
// UNDEF: nvcc_macro.cu:[[#@LINE+9]]:2: error: Unsupported compiler
#include <cuda/std/__cccl/compiler.h>
#include <cstdio>
#if defined(__NVCC__) && __NVCC__ == 1
#define API_DEVICE __device__
#define PICK_LAUNCH 1
#elif defined(__HIPCC__)
#define API_DEVICE __device__
#else
#error Unsupported compiler
#endif
template <typename F> __global__ void each(int n, F f) {
  int i = threadIdx.x;
  if (i < n) f(i);
}
void run(int *d, int k) {
#ifdef PICK_LAUNCH
  each<<<1, 4>>>(4, [=] API_DEVICE (int i) { d[i] = i * k + FAKE_CCCL_COMPILER_SEEN; });
#endif
}
