// Device speed of extended lambdas: three kernels, each a template that
// calls a __device__ lambda made in host code (guide 5.3.7).  bench/device-speed
// builds this file with nvcc --extended-lambda and through cudalift, and
// compares the kernel times and register counts of the two builds.
//
//   saxpy    grid-stride y = a*x + y, the lambda captures a (and the
//            pointers) by copy
//   reduce   sum of f(x[i]) with f(x) = x*x the lambda: per-thread sums,
//            warp shuffles, shared memory across warps, one atomicAdd
//            per block
//   stencil  2-D 5-point stencil, the lambda computes one output point
//            from captured pointers, sizes and weights
//
// Each kernel is launched WARMUP times, then REPS times each timed with
// cudaEvents; the median is printed as `time NAME MS`.  The data are small
// integers (and the stencil's weights powers of two), so every result is
// exact in float or double whatever the summation order: `checksum NAME
// VALUE` is the same for both builds, bit for bit.
//
// usage: device_kernels [REPS]   (default 50)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cuda_runtime.h>

#include "check.h"  // tests/gpu/check.h: the CUDA error check of every GPU program

constexpr int kBlock = 256;  // threads per block, every kernel
constexpr int kWarmup = 3;

template <class F>
__global__ void saxpy_kernel(int n, F f) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    f(i);
}

template <class F>
__global__ void reduce_kernel(const float *x, int n, double *sum, F f) {
  __shared__ double warp_sums[kBlock / 32];
  double s = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    s += f(x[i]);
  for (int offset = 16; offset > 0; offset /= 2)
    s += __shfl_down_sync(0xffffffffu, s, offset);
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (lane == 0)
    warp_sums[warp] = s;
  __syncthreads();
  if (warp == 0) {
    s = lane < kBlock / 32 ? warp_sums[lane] : 0.0;
    for (int offset = 16; offset > 0; offset /= 2)
      s += __shfl_down_sync(0xffffffffu, s, offset);
    if (lane == 0)
      atomicAdd(sum, s);
  }
}

template <class F>
__global__ void stencil_kernel(int nx, int ny, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i > 0 && i < nx - 1 && j > 0 && j < ny - 1)
    f(i, j);
}

// Times launch(): WARMUP untimed launches, then reps timed one by one;
// returns the median in milliseconds.
template <class Launch>
float median_ms(int reps, Launch launch) {
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  for (int r = 0; r < kWarmup; ++r)
    launch();
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<float> ms(reps);
  for (int r = 0; r < reps; ++r) {
    CHECK(cudaEventRecord(start));
    launch();
    CHECK(cudaEventRecord(stop));
    CHECK(cudaEventSynchronize(stop));
    CHECK(cudaEventElapsedTime(&ms[r], start, stop));
  }
  CHECK(cudaGetLastError());
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  std::sort(ms.begin(), ms.end());
  return reps % 2 ? ms[reps / 2] : (ms[reps / 2 - 1] + ms[reps / 2]) / 2;
}

// The sum of n device floats, in double on the host.
double device_sum(const float *d, size_t n) {
  std::vector<float> h(n);
  CHECK(cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
  double s = 0.0;
  for (float v : h)
    s += v;
  return s;
}

// Fills d[0..n) with (i % period) + base on the device.
__global__ void fill_kernel(float *d, int n, int period, float base) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    d[i] = (float)(i % period) + base;
}

// y = a*x + y over 2^28 floats.  y grows by a*x each launch; with x and y
// small integers and a = 2 it stays an exact integer for every launch.
void bench_saxpy(int reps, int grid) {
  const int n = 1 << 28;
  float a = 2.0f;
  float *x, *y;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&y, n * sizeof(float)));
  fill_kernel<<<grid, kBlock>>>(x, n, 7, 0.0f);
  fill_kernel<<<grid, kBlock>>>(y, n, 5, 0.0f);
  auto op = [=] __device__ (int i) { y[i] = a * x[i] + y[i]; };
  float ms = median_ms(reps, [&] { saxpy_kernel<<<grid, kBlock>>>(n, op); });
  std::printf("time saxpy %.4f\n", ms);
  std::printf("checksum saxpy %.17g\n", device_sum(y, n));
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
}

// sum of x*x over 2^29 floats in -3..3; each launch adds to the same sum.
void bench_reduce(int reps, int grid) {
  const int n = 1 << 29;
  float *x;
  double *sum;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&sum, sizeof(double)));
  fill_kernel<<<grid, kBlock>>>(x, n, 7, -3.0f);
  CHECK(cudaMemset(sum, 0, sizeof(double)));
  auto square = [] __device__ (float v) { return (double)(v * v); };
  float ms = median_ms(reps, [&] { reduce_kernel<<<grid, kBlock>>>(x, n, sum, square); });
  double h_sum;
  CHECK(cudaMemcpy(&h_sum, sum, sizeof(double), cudaMemcpyDeviceToHost));
  std::printf("time reduce %.4f\n", ms);
  std::printf("checksum reduce %.17g\n", h_sum);
  CHECK(cudaFree(x));
  CHECK(cudaFree(sum));
}

// One Jacobi step on a 16384 x 16384 grid, from in to out (the border of
// out stays 0); every launch computes the same out.
void bench_stencil(int reps) {
  // Not const: a const int would be a constant the lambda reads without
  // capturing it; the point is a lambda with captured sizes.
  int nx = 1 << 14, ny = 1 << 14;
  size_t cells = (size_t)nx * ny;
  float centre = 0.5f, side = 0.125f;
  float *in, *out;
  CHECK(cudaMalloc(&in, cells * sizeof(float)));
  CHECK(cudaMalloc(&out, cells * sizeof(float)));
  fill_kernel<<<1024, kBlock>>>(in, (int)cells, 11, 0.0f);
  CHECK(cudaMemset(out, 0, cells * sizeof(float)));
  auto point = [=] __device__ (int i, int j) {
    size_t c = (size_t)j * nx + i;
    out[c] = centre * in[c] + side * (in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx]);
  };
  dim3 block(32, kBlock / 32), grid(nx / 32, ny / (kBlock / 32));
  float ms = median_ms(reps, [&] { stencil_kernel<<<grid, block>>>(nx, ny, point); });
  std::printf("time stencil %.4f\n", ms);
  std::printf("checksum stencil %.17g\n", device_sum(out, cells));
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? std::atoi(argv[1]) : 50;
  if (reps < 1) {
    std::fprintf(stderr, "usage: %s [REPS]   (REPS >= 1, default 50)\n", argv[0]);
    return 2;
  }
  int device, sms;
  CHECK(cudaGetDevice(&device));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
  int grid = sms * 8;  // grid-stride kernels: 8 blocks of 256 threads per SM
  bench_saxpy(reps, grid);
  bench_reduce(reps, grid);
  bench_stencil(reps);
  return 0;
}
