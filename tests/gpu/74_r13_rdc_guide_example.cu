// gpu-check: nvcc: -rdc=true; cudalift: -Wno-error=R13
// 74_r13_rdc_guide_example: the guide's rule 13 example in a
// __host__ __device__ function, which may launch a kernel with separate
// compilation (-rdc=true): two extended lambdas only the device pass sees,
// then one both passes see, launched from the host.  nvcc's build launches
// another lambda's device code or none (see
// 74_r13_rdc_guide_example.expected-nvcc); cudalift pairs the lambdas by
// place, and each wrapper is defined once per pass.
#include <cstdio>

template <typename T>
__global__ void kernel(T in, int *out) { out[threadIdx.x] = in(threadIdx.x); }

__host__ __device__ void foo(int *out) {
#if defined(__CUDA_ARCH__)
  auto lambda1 = [] __device__ (int i) { return 0 * i; };
  auto lambda2 = [] __host__ __device__ (int i) { return 10 + i; };
  (void)lambda1;
  (void)lambda2;
#endif
  auto lambda3 = [] __device__ (int i) { return 4 + i; };
  kernel<<<1, 3>>>(lambda3, out);
}

int main() {
  int *out = nullptr;
  cudaMallocManaged(&out, 3 * sizeof(int));
  out[0] = out[1] = out[2] = -1;
  foo(out);
  cudaError_t e = cudaDeviceSynchronize();
  if (e == cudaSuccess)
    e = cudaGetLastError();
  if (e != cudaSuccess)
    std::printf("lambda3 (4 + i): %s\n", cudaGetErrorString(e));
  else
    std::printf("lambda3 (4 + i): %d %d %d\n", out[0], out[1], out[2]);
  cudaFree(out);
  return 0;
}
