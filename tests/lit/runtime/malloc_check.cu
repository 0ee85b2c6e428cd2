// --device-malloc-check: every device allocation the file spells is
// wrapped in ::cudalift::checked_alloc(expression, site), sites numbered
// in source order and named "file:line" in CUDALIFT_RT_MALLOC_SITES; the
// wrapper passes the pointer through, so the expression's type and value
// are unchanged.  Not wrapped: free, placement new, an allocation inside
// a macro's expansion (the file does not spell it), a user function that
// happens to be called malloc, and host code.  Inside an extended lambda
// the wrapping moves with the body.  Real CUDA headers (cuda::std).
// RUN: %cudalift --emit-lowered=%t.cu --device-malloc-check %s
// RUN: FileCheck --match-full-lines %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// Without the option, the runtime comes in (printf and malloc are used)
// but nothing is wrapped.
// RUN: %cudalift --emit-lowered=%t.plain.cu %s
// RUN: FileCheck --match-full-lines --check-prefix=PLAIN %s < %t.plain.cu
// RUN: grep -v "^ *//" %t.plain.cu | not grep checked_alloc

// CHECK: #include "{{.*}}/cudalift/lambda.h"
// CHECK-NEXT: #define CUDALIFT_RT_MALLOC_SITES "{{.*}}malloc_check.cu:[[#@LINE+22]]", "{{.*}}malloc_check.cu:[[#@LINE+24]]", "{{.*}}malloc_check.cu:[[#@LINE+26]]", "{{.*}}malloc_check.cu:[[#@LINE+28]]", "{{.*}}malloc_check.cu:[[#@LINE+45]]"
// CHECK-NEXT: #include "{{.*}}/cudalift/device_runtime.h"
// CHECK-NEXT: #line 1 "{{.*}}malloc_check.cu"

// PLAIN: #include "{{.*}}/cudalift/lambda.h"
// PLAIN-NEXT: #include "{{.*}}/cudalift/device_runtime.h"
// PLAIN-NEXT: #line 1 "{{.*}}malloc_check.cu"

#include <cstdio>
#include <cstdlib>
#include <new>

#include <cuda/std/cstdlib>

#define GRAB(n) malloc(n)

namespace mine { __device__ void *malloc(size_t n) { return nullptr; } }

struct Cell { int v; };

__global__ void kernel(int **out, size_t n) {
  // CHECK: void *a = ::cudalift::checked_alloc(malloc(n), 0);
  void *a = malloc(n);
  // CHECK: int *b = ::cudalift::checked_alloc(new int[n], 1);
  int *b = new int[n];
  // CHECK: int *c = (int *)::cudalift::checked_alloc(cuda::std::calloc(n, sizeof(int)), 2);
  int *c = (int *)cuda::std::calloc(n, sizeof(int));
  // CHECK: void *d = ::cudalift::checked_alloc(__nv_aligned_device_malloc(n, 256), 3);
  void *d = __nv_aligned_device_malloc(n, 256);
  // CHECK: void *e = GRAB(n);
  void *e = GRAB(n);
  // CHECK: Cell *f = new (b) Cell{7};
  Cell *f = new (b) Cell{7};
  // CHECK: void *g = mine::malloc(n);
  void *g = mine::malloc(n);
  // CHECK: free(a);
  free(a);
  out[0] = b + f->v + (c != nullptr) + (d != nullptr) + (e != nullptr) + (g != nullptr);
}

template <class F> __global__ void apply(F f) { f(threadIdx.x); }

int main() {
  int **slots = nullptr;
  void *host = malloc(16);
  apply<<<1, 1>>>([=] __device__(int i) { slots[i] = (int *)malloc(sizeof(int)); });
  // CHECK: { slots[i] = (int *)::cudalift::checked_alloc(malloc(sizeof(int)), 4); }
  // CHECK: void *host = malloc(16);
  std::printf("%p\n", host);
  return 0;
}
// REQUIRES: cuda-libcudacxx
