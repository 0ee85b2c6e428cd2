// bench input: element-wise transforms through a template kernel, with an
// extended __device__ lambda per operation (captures by value).
#include <cuda_runtime.h>

template <typename F>
__global__ void apply(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    f(i);
}

template <typename T>
void scale(T *data, int n, T factor, cudaStream_t stream) {
  apply<<<(n + 255) / 256, 256, 0, stream>>>(n, [=] __device__(int i) { data[i] *= factor; });
}

void saxpy(float *y, const float *x, float a, int n) {
  apply<<<(n + 255) / 256, 256>>>(n, [=] __device__(int i) { y[i] = a * x[i] + y[i]; });
}

void clamp(float *v, int n, float lo, float hi) {
  auto f = [=] __device__(int i) {
    float x = v[i];
    v[i] = x < lo ? lo : (x > hi ? hi : x);
  };
  apply<<<(n + 255) / 256, 256>>>(n, f);
}

int run(int n) {
  float *x = nullptr, *y = nullptr;
  if (cudaMalloc(&x, n * sizeof(float)) != cudaSuccess ||
      cudaMalloc(&y, n * sizeof(float)) != cudaSuccess)
    return 1;
  saxpy(y, x, 2.0f, n);
  scale<float>(y, n, 0.5f, 0);
  clamp(y, n, -1.0f, 1.0f);
  int count = 0;
  auto on_host = [&count](int k) { count += k; };
  on_host(n);
  cudaFree(x);
  cudaFree(y);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
