// 16_this_in_class_template: [this] and [=, *this] in public member
// functions of a class template whose lambdas read private members and
// call a private member function.  The [this] object lives in managed
// memory so that the pointer is valid on the GPU; the [=, *this] object
// is an ordinary host object, copied into the closure.
#include <new>
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void tabulate(int n, float *out, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

template <typename T>
class Accum {
 public:
  explicit Accum(T bias) : bias_(bias), step_(2) {}

  void by_pointer(float *out, int n) {
    auto f = [this] __device__(int i) { return float(bias_ + T(i) * step_); };
    tabulate<<<1, 32>>>(n, out, f);
  }

  void by_copy(float *out, int n) {
    auto f = [=, *this] __device__(int i) { return float(scaled(i)); };
    step_ = 1000;  // not seen by the copy
    tabulate<<<1, 32>>>(n, out, f);
  }

  void set_bias(T b) { bias_ = b; }

 private:
  __host__ __device__ T scaled(int i) const { return bias_ * T(i + 1) + step_; }
  T bias_;
  int step_;
};

int main() {
  const int n = 4;
  float *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  float h[n];

  void *mem = nullptr;
  CHECK(cudaMallocManaged(&mem, sizeof(Accum<int>)));
  Accum<int> *shared_acc = new (mem) Accum<int>(10);
  shared_acc->set_bias(20);
  shared_acc->by_pointer(d, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("Accum<int> [this]: %.1f %.1f %.1f %.1f\n", h[0], h[1], h[2], h[3]);

  Accum<float> local_acc(0.5f);
  local_acc.by_copy(d, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("Accum<float> [=, *this]: %.1f %.1f %.1f %.1f\n", h[0], h[1], h[2], h[3]);

  CHECK(cudaFree(mem));
  CHECK(cudaFree(d));
  return 0;
}
