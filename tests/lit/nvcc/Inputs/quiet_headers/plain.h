// No extended lambda: a type per pass at namespace scope, code that
// depends on the architecture before an ordinary lambda of the same
// function, and a __device__ function that calls device printf.
#pragma once
#include <cstdio>
#ifdef __CUDA_ARCH__
typedef int lane_count;
#else
typedef long lane_count;
#endif
inline lane_count lanes() {
#ifdef __CUDA_ARCH__
  int w = 16;
#else
  int w = 1;
#endif
  auto width = [w](int k) { return w * k; };
  return width(2);
}
__device__ inline void say(int i) { printf("say %d\n", i); }
