// The device runtime's settings reach the lowered file as macros before
// its #include, in bytes (K, M, G, T are powers of 1024; B and iB may
// follow); --no-printf-flush as a macro.  A file that calls device printf
// gets the runtime with no setting at all (flush at exit, environment
// limits), and its lambda runtime first when it also needs that.
// RUN: %cudalift --emit-lowered=%t.cu --device-heap-size=256M --printf-fifo-size=3KiB --device-stack-size=4096B --no-printf-flush %fast %s
// RUN: FileCheck --match-full-lines %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: %cudalift --emit-lowered=%t.t.cu --device-heap-size=2T --device-heap-size=1g %fast %s
// RUN: FileCheck --match-full-lines --check-prefix=LAST %s < %t.t.cu
// RUN: %cudalift --emit-lowered=%t.none.cu %fast %s
// RUN: FileCheck --match-full-lines --check-prefix=NONE %s < %t.none.cu
// RUN: %nvcc-verdict -c %t.none.cu -o %t.none.o

// CHECK: #include "{{.*}}/cudalift/lambda.h"
// CHECK-NEXT: #define CUDALIFT_RT_HEAP_SIZE 268435456ull
// CHECK-NEXT: #define CUDALIFT_RT_PRINTF_FIFO_SIZE 3072ull
// CHECK-NEXT: #define CUDALIFT_RT_STACK_SIZE 4096ull
// CHECK-NEXT: #define CUDALIFT_RT_NO_PRINTF_FLUSH 1
// CHECK-NEXT: #include "{{.*}}/cudalift/device_runtime.h"
// CHECK-NEXT: #line 1 "{{.*}}settings.cu"

// The last of a repeated option wins.
// LAST: #include "{{.*}}/cudalift/lambda.h"
// LAST-NEXT: #define CUDALIFT_RT_HEAP_SIZE 1073741824ull
// LAST-NEXT: #include "{{.*}}/cudalift/device_runtime.h"

// NONE: #include "{{.*}}/cudalift/lambda.h"
// NONE-NEXT: #include "{{.*}}/cudalift/device_runtime.h"
// NONE-NEXT: #line 1 "{{.*}}settings.cu"

#include <cstdio>

template <class F> __global__ void apply(F f) { f(threadIdx.x); }

int main() {
  int base = 10;
  apply<<<1, 2>>>([=] __device__(int i) { printf("%d\n", base + i); });
  return 0;
}
