// 07_printf_in_lambda: guide 5.3.6.2.  printf inside an extended __device__
// lambda (one thread, so the order is fixed), its return value (the number
// of arguments parsed, not of characters), and printf inside a
// __host__ __device__ lambda called on both sides.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void run_one(F f) { f(threadIdx.x); }

int main() {
  int a = 7;
  double b = 2.5;
  const char text[] = "lambda";
  char *ds = nullptr;  // the string printed by device code
  CHECK(cudaMalloc(&ds, sizeof text));
  CHECK(cudaMemcpy(ds, text, sizeof text, cudaMemcpyHostToDevice));
  const char *s = ds;

  auto dev = [=] __device__(int tid) {
    int r = printf("dev: a=%d b=%.3f s=%s c=%c x=%#x tid=%d\n", a, b, s, 'Q', 255, tid);
    printf("dev: printf returned %d\n", r);
    printf("dev: no arguments\n");
  };
  auto hd = [=] __host__ __device__(const char *where) {
    printf("hd(%s): a*b=%g\n", where, a * b);
  };
  auto hd_dev = [=] __device__(int) { hd("device"); };

  std::fflush(stdout);
  run_one<<<1, 1>>>(dev);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  hd("host");
  std::fflush(stdout);
  run_one<<<1, 1>>>(hd_dev);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::fflush(stdout);
  CHECK(cudaFree(ds));
  std::printf("done\n");
  return 0;
}
