// A launcher template and a function template that hands it an extended
// lambda, beside a namespace-scope region that tests __CUDA_ARCH__.
#pragma once
#include <cstddef>
#include <cuda_runtime.h>
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
#else
__device__ double add_to(double *a, double v) { return *a += v; }
#endif
template <typename L> __global__ void launch_n_kernel(size_t b, size_t e, L f) {
  for (size_t i = b + threadIdx.x; i < e; i += blockDim.x)
    f(i);
}
template <int ITEMS = 8, typename L> inline void launch_n(size_t n, cudaStream_t s, L f) {
  if (n == 0)
    return;
  launch_n_kernel<<<1, 32, 0, s>>>(static_cast<size_t>(0), n, f);
}
template <typename Container> void iota(Container array, cudaStream_t stream) {
  launch_n(array.size(), stream, [=] __device__(size_t i) { array[i] = (int)i; });
}
