// saxpy.cu - cudalift's example: the two kinds of extended lambda.
//
//   * `axpy`, an extended __device__ lambda that captures a, x and y by
//     value, passed to the __global__ template kernel for_each_index;
//   * `ramp`, a __host__ __device__ lambda, called on the host (to compute
//     the expected values) and on the device (through the kernel tabulate).
//
// nvcc alone compiles it only with --extended-lambda:
//   nvcc -std=c++17 --extended-lambda -arch=sm_90 examples/saxpy.cu -o build/saxpy
// and `cudalift --print-lambdas examples/saxpy.cu` lists its lambdas.
//
// Expected output (on a GPU; deterministic):
//   device: y[0] = 1
//   saxpy: y[i] = 2*x[i] + y[i] for 8 elements
//     i   x[i]   y[i]
//     0    0.0    1.0
//     1    1.0    4.0
//     2    2.0    7.0
//     3    3.0   10.0
//     4    4.0   13.0
//     5    5.0   16.0
//     6    6.0   19.0
//     7    7.0   22.0
//   ramp: host and device agree on 8 values (0.50 ... 4.00)
//   saxpy: OK
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      std::fprintf(stderr, "saxpy: %s failed: %s\n", #call,                \
                   cudaGetErrorString(err_));                              \
      std::exit(1);                                                        \
    }                                                                      \
  } while (0)

// Calls f(i) once for every i in [0, n).
template <typename F>
__global__ void for_each_index(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    f(i);
}

// out[i] = f(i) for every i in [0, n).
template <typename F>
__global__ void tabulate(int n, float *out, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

int main() {
  const int n = 8;
  const float a = 2.0f;
  float hx[n], hy[n];
  for (int i = 0; i < n; i++) {
    hx[i] = float(i);
    hy[i] = 1.0f + float(i);
  }

  float *x = nullptr, *y = nullptr, *r = nullptr;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&y, n * sizeof(float)));
  CHECK(cudaMalloc(&r, n * sizeof(float)));
  CHECK(cudaMemcpy(x, hx, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, hy, n * sizeof(float), cudaMemcpyHostToDevice));

  // Extended __device__ lambda: a, x and y are captured by value (the
  // pointers are copied, the arrays they point to are not).
  auto axpy = [=] __device__(int i) {
    y[i] = a * x[i] + y[i];
    if (i == 0)
      printf("device: y[0] = %g\n", y[0]);
  };
  std::fflush(stdout);  // keep host and device output in program order
  for_each_index<<<1, 32>>>(n, axpy);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  float out[n];
  CHECK(cudaMemcpy(out, y, n * sizeof(float), cudaMemcpyDeviceToHost));
  std::printf("saxpy: y[i] = %g*x[i] + y[i] for %d elements\n", a, n);
  std::printf("  i   x[i]   y[i]\n");
  int bad = 0;
  for (int i = 0; i < n; i++) {
    std::printf("%3d %6.1f %6.1f\n", i, hx[i], out[i]);
    if (out[i] != a * hx[i] + hy[i])
      bad++;
  }

  // Extended __host__ __device__ lambda: the same code runs on both sides.
  const float step = 0.5f;
  auto ramp = [=] __host__ __device__(int i) { return step * float(i + 1); };
  tabulate<<<1, 32>>>(n, r, ramp);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out, r, n * sizeof(float), cudaMemcpyDeviceToHost));
  int agree = 0;
  for (int i = 0; i < n; i++)
    agree += out[i] == ramp(i);  // host call
  std::printf("ramp: host and device agree on %d values (%.2f ... %.2f)\n", agree,
              ramp(0), ramp(n - 1));
  if (agree != n)
    bad++;

  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  CHECK(cudaFree(r));
  std::printf("saxpy: %s\n", bad ? "FAILED" : "OK");
  return bad ? 1 : 0;
}
