// 60_cuda_arch_alternative_lambdas: one extended lambda per pass under
// #ifdef __CUDA_ARCH__ / #else, paired by their ordinal in the enclosing
// function as nvcc pairs them (rule R13 holds: same number, order and
// captures).  The kernel runs the device pass's body; the host calls the
// host pass's.
#include <cstdio>

template <typename F> __global__ void kernel(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

int main() {
  int scale = 3;
#ifdef __CUDA_ARCH__
  auto l = [=] __host__ __device__ (int i) { return scale * 2 + i; };
#else
  auto l = [=] __host__ __device__ (int i) { return scale + scale + 100 * i; };
#endif
  int *out = nullptr;
  cudaMallocManaged(&out, 4 * sizeof(int));
  kernel<<<1, 4>>>(l, out);
  cudaDeviceSynchronize();
  std::printf("device: %d %d %d %d\n", out[0], out[1], out[2], out[3]);
  std::printf("host: %d %d\n", l(0), l(1));
  cudaFree(out);
  return 0;
}
