// 17_mutable_lambda: mutable extended lambdas.  A __device__ lambda with a
// mutable init-capture keeps a running total across calls inside one
// thread.  A __host__ __device__ mutable lambda runs on the device first
// (the kernel works on its own copy) and then on the host, where it starts
// from its unchanged captures.
//
// Not tested on purpose: launching such a lambda AFTER host calls changed
// its captures.  nvcc --extended-lambda then gives the kernel the captures
// as they were when the lambda was created (seen on an H200 with nvcc 13.0:
// device 1 3 6 after host calls 1 2 3), where C++ copy semantics would
// give 4 6 9.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void call_n(int n, int *out, F f) {
  for (int i = 0; i < n; i++)
    out[i] = f(i);
}

int main() {
  int *d = nullptr;
  CHECK(cudaMalloc(&d, 6 * sizeof(int)));
  int h[6];

  auto running = [total = 0] __device__(int x) mutable {
    total += x;
    return total;
  };
  call_n<<<1, 1>>>(6, d, running);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("running: %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5]);

  int c = 0;
  auto counter = [c] __host__ __device__(int step) mutable {
    c += step + 1;
    return c;
  };
  call_n<<<1, 1>>>(3, d, counter);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, 3 * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("device: %d %d %d\n", h[0], h[1], h[2]);
  int h1 = counter(0), h2 = counter(0), h3 = counter(0);
  std::printf("host: %d %d %d, c = %d\n", h1, h2, h3, c);
  CHECK(cudaFree(d));
  return 0;
}
