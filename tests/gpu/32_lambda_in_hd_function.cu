// 32_lambda_in_hd_function: extended lambdas defined in a
// __host__ __device__ function (and a __host__ __device__ function
// template), called both from the host and from a kernel, so each lambda
// runs on the host and on the device.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

__host__ __device__ int hd_compute(int x) {
  auto f = [=] __host__ __device__(int y) { return x * y + 1; };
  auto g = [x] __host__ __device__() { return x - 1; };
  return f(3) + g();
}

template <typename T>
__host__ __device__ T hd_poly(T x) {
  auto p = [=] __host__ __device__(T c0, T c1, T c2) { return c0 + x * (c1 + x * c2); };
  return p(T(1), T(2), T(3));
}

__global__ void kernel(int *out, double *dout) {
  for (int i = 0; i < 4; i++)
    out[i] = hd_compute(i);
  *dout = hd_poly(0.5);
  out[4] = hd_poly(2);
}

int main() {
  int *d = nullptr;
  double *dd = nullptr;
  CHECK(cudaMalloc(&d, 5 * sizeof(int)));
  CHECK(cudaMalloc(&dd, sizeof(double)));
  kernel<<<1, 1>>>(d, dd);
  CHECK(cudaGetLastError());
  int h[5];
  double hd = 0;
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&hd, dd, sizeof hd, cudaMemcpyDeviceToHost));
  std::printf("device: %d %d %d %d, poly %.2f %d\n", h[0], h[1], h[2], h[3], hd, h[4]);
  std::printf("host:   %d %d %d %d, poly %.2f %d\n", hd_compute(0), hd_compute(1), hd_compute(2),
              hd_compute(3), hd_poly(0.5), hd_poly(2));
  CHECK(cudaFree(d));
  CHECK(cudaFree(dd));
  return 0;
}
