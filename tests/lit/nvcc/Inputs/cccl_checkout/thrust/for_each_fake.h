// A stand-in for a CCCL checkout's header (cccl_checkout_on_include_path.cu):
// a library kernel and function template with a test of __CUDA_ARCH__
// (like thrust and cub, no extended lambda of its own).
#pragma once
template <class F> __global__ void fake_kernel(int n, F f) {
#ifdef __CUDA_ARCH__
  if ((int)threadIdx.x < n)
    f((int)threadIdx.x);
#endif
}
template <class F> void fake_for_each(int n, F f) { fake_kernel<<<1, 32>>>(n, f); }
