// 11_capture_by_copy: explicit by-copy captures [a, p, v], the implicit
// [=] default, and a mix [=, b]; values are copied when the lambda is
// created, so later changes on the host are not seen by the device.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

struct Vec3 {
  float x, y, z;
  __host__ __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
};

template <typename F>
__global__ void tabulate(int n, float *out, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

int main() {
  const int n = 4;
  float *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  float h[n];

  int a = 1;
  double scale = 0.5;
  Vec3 v{1.0f, 2.0f, 3.0f};
  const Vec3 w{4.0f, 5.0f, 6.0f};
  bool negate = false;
  char letter = 'c';
  auto explicit_caps = [a, v, w, scale] __device__(int i) { return float((a + i) * scale) + v.dot(w); };
  auto implicit_caps = [=] __device__(int i) {
    float r = v.x * i + a + (letter - 'a');
    return negate ? -r : r;
  };
  auto mixed = [=, b = a] __device__(int i) { return float(b * 1000 + i) + float(scale); };
  a = 100;
  v.x = -9.0f;
  negate = true;

  tabulate<<<1, 32>>>(n, d, explicit_caps);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("explicit: %.1f %.1f %.1f %.1f\n", h[0], h[1], h[2], h[3]);
  tabulate<<<1, 32>>>(n, d, implicit_caps);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("implicit: %.1f %.1f %.1f %.1f\n", h[0], h[1], h[2], h[3]);
  tabulate<<<1, 32>>>(n, d, mixed);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("mixed: %.1f %.1f %.1f %.1f\n", h[0], h[1], h[2], h[3]);
  std::printf("host a = %d now\n", a);
  CHECK(cudaFree(d));
  return 0;
}
