// `-Xcompiler -fopenmp` (alone or in a comma list): nvcc's host compiler
// defines _OPENMP, and code picks OpenMP's declarations or its own stubs by
// it (XGBoost's and dmlc-core's stubs would clash with <omp.h> otherwise).
// The parse defines it as the host compiler does; nvcc's own value is
// compared (nvcc -E -Xcompiler -dM).  nvcc 13.0 --extended-lambda compiles
// this file with -Xcompiler -fopenmp.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -Xcompiler -fopenmp -c %s -o %t/ref.o
// RUN: %cuda_dir/bin/nvcc -E -Xcompiler -dM -Xcompiler -fopenmp -std=c++17 -arch=sm_90 -x cu %s -o %t/dm
// RUN: sed -n -E 's/^#define _OPENMP (.*)$/#define NV_OPENMP \1/p' %t/dm > %t/nv.h
// RUN: %cudalift --check -std=c++17 -Xcompiler -fopenmp -include %t/nv.h -DCOMPARE %s
// RUN: %cudalift --check -std=c++17 -Xcompiler -O2,-fopenmp,-Wall -include %t/nv.h -DCOMPARE %s
// RUN: %cudalift --print-lambdas -std=c++17 -Xcompiler -fopenmp %s | FileCheck %s
// CHECK: xcompiler_openmp.cu:[[@LINE+13]]:{{[0-9]+}}: lambda space=device extended=yes
#ifdef COMPARE
#if !defined(NV_OPENMP) || !defined(_OPENMP) || NV_OPENMP != _OPENMP
#error _OPENMP differs from nvcc's host compiler's
#endif
#endif
#ifndef _OPENMP
inline int omp_get_max_threads() { return 1; } /* a stub, as libraries write them */
#endif
#include <omp.h>
template <class F> __global__ void k(F f) { f(); }
int run(int *p) {
  int n = omp_get_max_threads();
  k<<<1, 1>>>([=] __device__ () { *p = n; });
  return n;
}
