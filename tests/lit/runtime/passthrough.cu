// The device runtime costs nothing where it has nothing to do: a file
// without device printf or device heap use comes out byte for byte as it
// went in, even with the options that only act on those (host printf and
// host malloc do not count); a size option pulls the runtime in.
// RUN: %cudalift --emit-lowered=%t.plain.cu %fast %s
// RUN: cmp %s %t.plain.cu
// RUN: %cudalift --emit-lowered=%t.opts.cu --no-printf-flush --device-malloc-check %fast %s
// RUN: cmp %s %t.opts.cu
// RUN: %cudalift --emit-lowered=%t.heap.cu --device-heap-size=1G %fast %s
// RUN: FileCheck --match-full-lines --check-prefix=HEAP %s < %t.heap.cu
// RUN: %nvcc-verdict -c %t.heap.cu -o %t.o

// HEAP: #define CUDALIFT_RT_HEAP_SIZE 1073741824ull
// HEAP-NEXT: #include "{{.*}}/cudalift/device_runtime.h"
// HEAP-NEXT: #line 1 "{{.*}}passthrough.cu"

#include <cstdio>
#include <cstdlib>

__device__ int twice(int x) { return x + x; }
__global__ void kernel(int *out) { out[threadIdx.x] = twice(threadIdx.x); }

int main() {
  int *host = (int *)malloc(4 * sizeof(int));
  printf("host only %p\n", (void *)host);
  return 0;
}
