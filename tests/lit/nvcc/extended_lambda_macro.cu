// nvcc defines __CUDACC_EXTENDED_LAMBDA__ under --extended-lambda; code
// that tests it (an #error without it, a fallback without it) gets it
// through cudalift too, though nvcc then runs without the flag: the
// driver defines it on nvcc's command line, and a lowered file includes
// the runtime header, which defines it (and includes <functional> and
// <utility>, as cuda_runtime.h does under the flag).  A file that never names it stays byte
// for byte (lower/passthrough.cu).
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift -std=c++17 -arch=sm_90 --extended-lambda -c %s -o %t.o
// RUN: %cudalift --emit-lowered=%t.cu %s
// RUN: FileCheck %s < %t.cu
// CHECK: #include "{{.*}}/cudalift/lambda.h"
// CHECK: auto f = (__cudalift_L_
// A file that lowers nothing but tests the macro includes the header too:
// RUN: %cudalift --emit-lowered=%t.plain.cu -DNO_LAMBDA %s
// RUN: FileCheck --check-prefix=PLAIN %s < %t.plain.cu
// RUN: not grep -q '^struct __cudalift_L_' %t.plain.cu
// A C++ input on the same command line does not get the macro (nor does
// it from nvcc):
// RUN: printf '#include <cstdio>\nint main() {\n#ifdef __CUDACC_EXTENDED_LAMBDA__\n  puts("ext");\n#else\n  puts("plain");\n#endif\n}\n' > %t.host.cpp
// RUN: %cudalift --extended-lambda %t.host.cpp -o %t.host
// RUN: %t.host | FileCheck --check-prefix=HOST %s
// HOST: plain
// RUN: %nvcc-verdict -c -DNO_LAMBDA %t.plain.cu -o %t.plain.o
// PLAIN: #include "{{.*}}/cudalift/lambda.h"
#if !defined(__CUDACC_EXTENDED_LAMBDA__)
#error "needs extended lambdas"
#endif

template <class F> __global__ void run(F f, int *out) { *out = f(); }
struct Fallback { __device__ int operator()() const { return 2; } };

void launch(int *out) {
#if defined(__CUDACC_EXTENDED_LAMBDA__) && !defined(NO_LAMBDA)
  auto f = [] __device__ { return 1; };
#else
  Fallback f;
#endif
  run<<<1, 1>>>(f, out);
}
