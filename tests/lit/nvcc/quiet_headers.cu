// The drop-in walks only the user's headers whose text can make an
// extended lambda: a '[' that can open one, or a macro that makes one
// (the library's too, and a project macro that names it).  The others
// ("quiet") are read like the library's: their ordinary lambdas are not
// listed, their code that depends on the architecture starts no
// device-side parse unless it could change the lambdas, and their
// __device__ functions still count for the device runtime.  --check and
// --print-lambdas walk every user file, and --check decides on the
// device-side parse by the same test as the drop-in, so both report alike.
// nvcc 13.0 --extended-lambda: compiles.
// RUN: rm -rf %t.tmp && mkdir -p %t.tmp
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -arch=sm_90 -isystem %S/Inputs/quiet_headers/sys -I%S/Inputs/quiet_headers -c %s -o %t.ref.o
// RUN: %cudalift --print-lambdas -isystem %S/Inputs/quiet_headers/sys -I%S/Inputs/quiet_headers %s | FileCheck %s --check-prefix=LIST
// LIST: uses_system_maker.h:5:{{[0-9]+}}: lambda space=device extended=yes
// LIST: uses_own_maker.h:5:{{[0-9]+}}: lambda space=device extended=yes
// LIST: plain.h:17:{{[0-9]+}}: lambda space=host extended=no
// --check walks plain.h too, but its text makes no extended lambda: its
// type per pass at namespace scope is read as a library header's would
// be, as the drop-in reads it, and no device-side parse runs in either.
// RUN: %cudalift --check --cudalift-verbose -isystem %S/Inputs/quiet_headers/sys -I%S/Inputs/quiet_headers %s 2>&1 | FileCheck %s --check-prefix=CHECK-MODE
// CHECK-MODE: names __CUDA_ARCH__, no device-side parse
// The drop-in leaves plain.h out: no device-side parse; both headers
// with extended lambdas lowered; the device runtime is included for
// plain.h's device printf.
// RUN: env TMPDIR=%t.tmp %cudalift --cudalift-pch=none -std=c++17 -arch=sm_90 -isystem %S/Inputs/quiet_headers/sys -I%S/Inputs/quiet_headers --cudalift-verbose --cudalift-keep -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=DROPIN
// DROPIN: quiet_headers.cu: parse {{.*}}; no device-side parse)
// DROPIN: cudalift: kept the temporary files in
// RUN: grep -rl --include=uses_system_maker.h "struct __cudalift_L_" %t.tmp | count 1
// RUN: grep -rl --include=uses_own_maker.h "struct __cudalift_L_" %t.tmp | count 1
// RUN: grep -rl --include=quiet_headers.cu "cudalift/device_runtime.h" %t.tmp | count 1
// RUN: find %t.tmp -name plain.h | count 0
// The same with the kept precompiled header (the third build's holds
// <lambda_maker.h>, where the library's macro is defined): the same
// lowering.
// RUN: rm -rf %t.tmp && mkdir -p %t.tmp
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -isystem %S/Inputs/quiet_headers/sys -I%S/Inputs/quiet_headers -c %s -o %t.o
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -isystem %S/Inputs/quiet_headers/sys -I%S/Inputs/quiet_headers -c %s -o %t.o
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -isystem %S/Inputs/quiet_headers/sys -I%S/Inputs/quiet_headers --cudalift-verbose --cudalift-keep -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PCH
// PCH: precompiled header's includes (bodies kept, walked): <lambda_maker.h>{{$}}
// PCH: quiet_headers.cu: parse {{.*}}; no device-side parse)
// RUN: grep -rl --include=uses_system_maker.h "struct __cudalift_L_" %t.tmp | count 1
// RUN: grep -rl --include=uses_own_maker.h "struct __cudalift_L_" %t.tmp | count 1
#include <lambda_maker.h>
#include "uses_system_maker.h"
#include "uses_own_maker.h"
#include "plain.h"

__global__ void speak() { say(threadIdx.x); }

int main() {
  int *out;
  cudaMallocManaged(&out, 8 * sizeof(int));
  fill_sys(out, 8, lanes());
  fill_own(out, 8, 3);
  speak<<<1, 2>>>();
  cudaDeviceSynchronize();
  return out[1] == 3 ? 0 : 1;
}
