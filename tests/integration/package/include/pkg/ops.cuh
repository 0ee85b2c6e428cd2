// A project header with device lambdas: every file that includes it gets
// them, and cudalift lowers them in each translation unit.
#pragma once

template <class F> __global__ void pkg_apply(F f, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

inline void pkg_square(int *out, int n) {
  pkg_apply<<<(n + 127) / 128, 128>>>([] __device__ (int i) { return i * i; }, out, n);
}

void pkg_offset(int *out, int n, int off);
