// 39_cuda_std_in_lambda: libcu++ inside extended lambdas: a captured
// cuda::std::array walked with a range-for, cuda::std::numeric_limits in
// the body, and a cuda::std::pair returned from a __host__ __device__
// lambda on both sides.
#include <cuda/std/array>
#include <cuda/std/limits>
#include <cuda/std/utility>
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void run_one(int *out, F f) { f(out); }

int main() {
  cuda::std::array<int, 5> arr{{9, -4, 12, 3, 7}};
  auto dev = [=] __device__(int *out) {
    int lo = cuda::std::numeric_limits<int>::max();
    int hi = cuda::std::numeric_limits<int>::min();
    int s = 0;
    for (int v : arr) {
      lo = min(lo, v);
      hi = max(hi, v);
      s += v;
    }
    out[0] = lo;
    out[1] = hi;
    out[2] = s;
    out[3] = int(arr.size());
  };
  auto minmax2 = [] __host__ __device__(int a, int b) {
    return a < b ? cuda::std::make_pair(a, b) : cuda::std::make_pair(b, a);
  };
  auto use_pair = [=] __device__(int *out) {
    auto p = minmax2(8, 3);
    out[4] = p.first * 10 + p.second;
  };
  int *d = nullptr;
  CHECK(cudaMalloc(&d, 5 * sizeof(int)));
  run_one<<<1, 1>>>(d, dev);
  CHECK(cudaGetLastError());
  run_one<<<1, 1>>>(d, use_pair);
  CHECK(cudaGetLastError());
  int h[5];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  auto hp = minmax2(8, 3);
  std::printf("min %d, max %d, sum %d, size %d\n", h[0], h[1], h[2], h[3]);
  std::printf("pair: device %d, host %d\n", h[4], hp.first * 10 + hp.second);
  CHECK(cudaFree(d));
  return 0;
}
