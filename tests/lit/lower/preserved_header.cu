// A project header asks a capturing __device__ lambda with a trailing
// return type for its result type: nvcc accepts it; clang refuses the
// host call, so cudalift parses again with the header's lambda callable
// from both sides for clang, checks the file clean, and lowers the header.
// RUN: %nvcc-verdict --extended-lambda -I%inputs -c %s -o %t.ref.o
// RUN: %cudalift --check %fast -I%inputs %s 2>&1 | count 0
// RUN: rm -rf %t.cu %t.cu.d
// RUN: %cudalift --emit-lowered=%t.cu %fast -I%inputs %s
// RUN: FileCheck %s < %t.cu.d%inputs/preserved_header.h
// RUN: %nvcc-verdict -c %t.cu -o %t.o

// CHECK: ::cudalift::preserved_return; ::cudalift::id_t<int> k;
// CHECK-NOT: __cldev_hd
#include "preserved_header.h"

int main() {
  long long *out = nullptr;
  launch_scaled(out, 3);
  return 0;
}

// The same with a device-side parse too (the file names __CUDA_ARCH__).
// RUN: %cudalift --check %fast -I%inputs -DWITH_ARCH %s 2>&1 | count 0
#ifdef WITH_ARCH
__device__ int which_side() {
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 0;
#endif
}
#endif
