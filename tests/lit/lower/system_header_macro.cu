// A lambda made whole by a library's macro, the library found through
// -isystem (as CMake passes an installed package's include folder): the
// macro's definition is in a system header, read through clang, and the
// lambda is lowered like one made by a macro of the user's.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/system_macro -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast -isystem %S/Inputs/system_macro %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -isystem %S/Inputs/system_macro -c %t.cu -o %t.o
#include <device_lambda_macro.h>

template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

void run(int *out, int base) {
  // CHECK: each<<<1, 4>>>((__cudalift_L_{{[0-9a-f]+}}{base}), out);
  each<<<1, 4>>>(LIB_LAMBDA (int i) { return base + i; }, out);
  // CHECK: auto twice = (__cudalift_L_{{[0-9a-f]+}}{base});
  auto twice = LIB_HD_LAMBDA(int x) { return 2 * x + base; };
  each<<<1, 4>>>(twice, out);
}
