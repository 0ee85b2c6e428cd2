// --check parses a second time, as device code, a file whose project
// header names the architecture macro (the main file does not) in a
// macro its lambda uses; other modes parse once.  (The lambda captures
// `bias` in device code only: R15, a warning here.)
// RUN: %cudalift --check %fast --cudalift-verbose -Wno-error=R15 -I %S/../Inputs %s 2>&1 | FileCheck %s
// RUN: %cudalift --print-lambdas %fast --cudalift-verbose -I %S/../Inputs %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LIST --implicit-check-not=device-side
// CHECK: cudalift: libclang arguments: -x cuda --cuda-host-only
// CHECK-NEXT: cudalift: '{{.*}}arch_second_parse.cu' names __CUDA_ARCH__: device-side parse (for the code at {{.*}}), libclang arguments: -x cuda --cuda-device-only --cuda-gpu-arch=sm_90
// LIST: cudalift: libclang arguments: -x cuda --cuda-host-only
// LIST: lambda space=device
#include "arch_bias.h"

void host_function() {
  int x = 1, bias = 2;
  auto l = [=] __device__ { return x ADD_BIAS; };
}
