// Project header for model/project_header.cu: its lambdas belong to the
// including translation unit and are reported with this file's name.
#pragma once

namespace proj {
template <class F> __global__ void launch(int n, F f) {
  if ((int)threadIdx.x < n) f(threadIdx.x);
}

inline void fill(int *p, int v, int n) {
  auto d = [=] __device__ (unsigned i) { p[i] = v; };
  launch<<<1, 32>>>(n, d);
}

__host__ __device__ inline int twice(int x) {
  return [x] { return 2 * x; }();
}
} // namespace proj
