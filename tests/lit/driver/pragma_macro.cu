// A macro defined as a pragma (`#define HD_WARNING_DISABLE #pragma
// hd_warning_disable`, under __NVCC__, as TNL writes it, in a header and
// in the file, one on two lines): nvcc's front end takes the pragma where
// the macro is used.  To clang the expansion is a stray `#`, and the
// declaration after it was lost ("use of undeclared identifier 'call'" in
// the lambda, --print-lambdas and the drop-in both stopped).  The parse
// reads such definitions without their text (clang has no use for nvcc's
// pragmas): --print-lambdas lists the lambdas, --check accepts, and the
// lowered file, which keeps the definitions as written, compiles with
// plain nvcc.
// nvcc 13.0 --extended-lambda: compiles it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -I%S/Inputs/pragma_macro -c %s -o %t/ref.o
// RUN: %cudalift --print-lambdas %fast -std=c++17 -I%S/Inputs/pragma_macro %s | FileCheck %s --check-prefix=LIST
// RUN: %cudalift --check %fast -std=c++17 -I%S/Inputs/pragma_macro %s
// RUN: %cudalift --emit-lowered=%t/low.cu %fast -std=c++17 -I%S/Inputs/pragma_macro %s
// RUN: FileCheck %s < %t/low.cu
// RUN: %nvcc-verdict -std=c++17 -I%S/Inputs/pragma_macro -c %t/low.cu -o %t/low.o
// LIST: pragma_macro.cu:[[#@LINE+22]]:{{[0-9]+}}: {{.*}}device
#include "macros.h"
#ifdef __NVCC__
#define LOCAL_DISABLE   #  pragma   hd_warning_disable
#else
#define LOCAL_DISABLE
#endif
template <typename F> __global__ void k(F f) { f(threadIdx.x); }
HD_WARNING_DISABLE
template <typename F> __host__ __device__ void call(F f, int i) { f(i); }
CONTINUED
template <typename F> __host__ __device__ void call_twice(F f, int i) { f(i); f(i + 1); }
struct S {
  LOCAL_DISABLE
  template <typename F> __host__ __device__ static void run(F f) { f(0); }
};
// The definitions stay as written in the lowered file:
// CHECK: #define LOCAL_DISABLE   #  pragma   hd_warning_disable
void go(int *d) {
  k<<<1, 4>>>([=] __device__(int i) {
    call([=](int j) { d[j] = j * 5; }, i);
    call_twice([=](int j) { d[j] += 1; }, i);
    S::run([=](int j) { d[j] -= 1; });
  });
}
