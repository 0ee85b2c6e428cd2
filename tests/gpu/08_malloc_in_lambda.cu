// 08_malloc_in_lambda: guide 5.3.6.4.  malloc and free inside an extended
// __device__ lambda (each of 4 threads allocates, fills, sums and frees its
// own buffer), and inside a __host__ __device__ lambda called on the host
// and on the device.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void each_thread(int *out, F f) { out[threadIdx.x] = f(threadIdx.x); }

int main() {
  int len = 10;
  auto sum_buffer = [=] __device__(int tid) {
    int *buf = static_cast<int *>(malloc(len * sizeof(int)));
    if (buf == nullptr)
      return -1;
    for (int i = 0; i < len; i++)
      buf[i] = tid * 100 + i;
    int s = 0;
    for (int i = 0; i < len; i++)
      s += buf[i];
    free(buf);
    return s;
  };
  auto triangle = [=] __host__ __device__(int tid) {
    int m = tid + len;
    int *buf = static_cast<int *>(malloc(m * sizeof(int)));
    if (buf == nullptr)
      return -1;
    for (int i = 0; i < m; i++)
      buf[i] = i + 1;
    int s = 0;
    for (int i = 0; i < m; i++)
      s += buf[i];
    free(buf);
    return s;
  };

  int *d = nullptr;
  CHECK(cudaMalloc(&d, 4 * sizeof(int)));
  int h[4];
  each_thread<<<1, 4>>>(d, sum_buffer);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  for (int t = 0; t < 4; t++)
    std::printf("device malloc, thread %d: sum %d\n", t, h[t]);

  each_thread<<<1, 4>>>(d, triangle);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  for (int t = 0; t < 4; t++)
    std::printf("triangle(%d): device %d, host %d\n", t, h[t], triangle(t));
  CHECK(cudaFree(d));
  return 0;
}
