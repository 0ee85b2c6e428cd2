// No extended lambda: an ordinary one, code that depends on the
// architecture inside its function, and a __device__ function that calls
// device printf.
#pragma once
#include <cstdio>
inline int lanes() {
  auto width = [](int w) { return w * 2; };
#ifdef __CUDA_ARCH__
  return width(16);
#else
  return width(1);
#endif
}
__device__ inline void say(int i) { printf("say %d\n", i); }
