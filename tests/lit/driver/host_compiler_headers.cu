// Headers that come with nvcc's host compiler and not with clang (gcc's
// omp.h, quadmath.h) are found, after clang's own, as gcc finds them; gcc's
// omp.h also parses (its `__malloc__ (omp_free)` attribute argument).
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --check %s 2>&1 | count 0
// RUN: %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o
#include <omp.h>
#include <quadmath.h>
#include <cstdio>

template <class F> __global__ void run(F f) { f(); }

int main() {
  int threads = omp_get_max_threads();
  __float128 q = 2;
  run<<<1, 1>>>([=] __device__ { printf("%d\n", threads); });
  return (int)q - 2;
}
