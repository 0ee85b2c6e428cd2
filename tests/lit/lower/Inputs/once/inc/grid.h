#pragma once
// Reached as <inc/grid.h>, as "../inc/grid.h" and through a link: one
// file for nvcc, whose #pragma once then reads it once.
template <class F> __global__ void grid_kernel(int n, F f) {
  int i = threadIdx.x;
  if (i < n) f(i);
}
template <class T> struct Grid {
  T *data;
  template <class F> void apply(int n, F f) {
    T *d = data;
    grid_kernel<<<1, n>>>(n, [=] __device__ (int i) { f(i, d[i]); });
  }
};
