// -std=c++20 (and c++23) builds wherever -std=c++17 does: a file that
// includes <cstdio> and calls printf in a __device__ lambda.  cudalift
// parses C++20 without a precompiled header (clang's C++20 checks reject
// the toolkit's redeclarations of clang's CUDA wrapper functions when one
// is loaded), so none is kept for it.
// nvcc 13.0 --extended-lambda -std=c++20: compiles
// RUN: rm -rf %t.tmp && mkdir -p %t.tmp
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++20 -arch=sm_90 -c %s -o %t.o 2>&1 | count 0
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++20 -arch=sm_90 -c %s -o %t.o 2>&1 | count 0
// RUN: find %t.tmp -path "*/pch/*.pch" | count 0
// RUN: env TMPDIR=%t.tmp %cudalift --std=c++20 -arch=sm_90 -c %s -o %t.o 2>&1 | count 0
// RUN: env TMPDIR=%t.tmp %cudalift --check -std=c++20 %s %s
// C++20 code in the lambda: a requires-clause on a generic lambda and a
// designated initializer.
// RUN: %cudalift --emit-lowered=%t.lowered.cu -std=c++20 %s
// RUN: %nvcc-verdict -std=c++20 -c %t.lowered.cu -o %t.lowered.o
#include <cstdio>
#include <concepts>

struct P { int x, y; };
template <class F> __global__ void k(F f) { f(threadIdx.x); }

int main() {
  int base = 3;
  P p{.x = 1, .y = 2};
  k<<<1, 2>>>([=] __device__ (std::integral auto i) { printf("%d %d\n", i + base, p.x + p.y); });
  cudaDeviceSynchronize();
}
