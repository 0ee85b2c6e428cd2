// bench input: a block reduction driven by host-device and device lambdas,
// with <cstdio> and <cuda/std/type_traits>.
#include <cstdio>
#include <cuda/std/type_traits>
#include <cuda_runtime.h>

template <typename T, typename Op>
__global__ void reduce_block(const T *in, T *out, int n, Op op, T identity) {
  __shared__ T tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[i] : identity;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      tile[threadIdx.x] = op(tile[threadIdx.x], tile[threadIdx.x + s]);
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = tile[0];
}

template <typename T>
T host_reduce(const T *v, int n) {
  static_assert(cuda::std::is_arithmetic<T>::value, "arithmetic types only");
  auto add = [] __host__ __device__(T a, T b) { return a + b; };
  T acc = T(0);
  for (int i = 0; i < n; i++)
    acc = add(acc, v[i]);
  return acc;
}

template <typename T>
int device_reduce(const T *in, T *partial, int n) {
  const T zero = T(0);
  auto add = [] __host__ __device__(T a, T b) { return a + b; };
  reduce_block<<<(n + 255) / 256, 256>>>(in, partial, n, add, zero);
  auto maxop = [=] __device__(T a, T b) { return a > b ? a : b; };
  reduce_block<<<(n + 255) / 256, 256>>>(in, partial, n, maxop, zero);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}

int main() {
  const int n = 1024;
  float host[n];
  for (int i = 0; i < n; i++)
    host[i] = float(i % 7);
  std::printf("host sum %g\n", host_reduce(host, n));
  float *in = nullptr, *partial = nullptr;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&partial, (n / 256) * sizeof(float));
  cudaMemcpy(in, host, n * sizeof(float), cudaMemcpyHostToDevice);
  int rc = device_reduce(in, partial, n);
  std::printf("device reduce %s\n", rc ? "failed" : "launched");
  cudaFree(in);
  cudaFree(partial);
  return rc;
}
