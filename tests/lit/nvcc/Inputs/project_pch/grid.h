// A project header: an extended lambda of its own, a launch that only the
// host side sees, and a macro from the -include file.
#pragma once
#include <cstdio>

template <class F> __global__ void grid_apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

template <class F> void grid_run(F f, int *out) { grid_apply<<<1, 4>>>(f, out); }

inline void grid_offset(int *out, int by) {
  grid_run([=] __device__ (int i) { return i + by * GRID_FACTOR; }, out);
}

__global__ void grid_fill(int *out) { out[threadIdx.x] = 1; }

inline void grid_touch(int *out) {
#ifndef __CUDA_ARCH__
  grid_fill<<<1, 1>>>(out);
#endif
}
