// Extended lambdas in a __host__ __device__ function that runs on both
// sides, each side making and calling its own closures, as libcudacxx's
// thread tests write them: the captured pointer is declared __shared__ on
// the device side only (a `SHARED` macro), so the device pass, where a
// __shared__ variable has static storage, captures nothing and the host
// pass captures the pointer.  No kernel template: no closure crosses from
// host to device, so the two layouts never meet (rule 15 does not apply).
// The kernel is a plain __global__ function that calls the same function.
#include <cstdio>
#include "check.h"

#ifdef __CUDA_ARCH__
#define SHARED __shared__
#else
#define SHARED
#endif

// lit rules/r15_no_kernel_template_accepted.cu checks this file; with a
// kernel template declared, a closure could reach it: R15 there.
#ifdef KERNEL
template <class F> __global__ void run_on_device(F f) { f(); }
#endif

template <class F> __host__ __device__ void twice(F f) { f(); f(); }

__host__ __device__ int count_up(int *cell, int step) {
  SHARED int *p;
  p = cell;
  auto bump = [=] __host__ __device__ () { *p += step; };
  auto read = [=] __host__ __device__ () { return *p; };
  twice(bump);
  bump();
  return read();
}

__global__ void on_device(int *out, int *cell) {
  if (threadIdx.x == 0)
    *out = count_up(cell, 5);
}

int main() {
  int host_cell = 40;
  std::printf("host: %d\n", count_up(&host_cell, 1));
  int *d;
  CHECK(cudaMallocManaged(&d, 2 * sizeof(int)));
  d[1] = 100;
  on_device<<<1, 32>>>(d, d + 1);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::printf("device: %d (cell %d)\n", d[0], d[1]);
  CHECK(cudaFree(d));
  return 0;
}
