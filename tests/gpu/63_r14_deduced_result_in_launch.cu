// gpu-check: low-only
// 63_r14_deduced_result_in_launch: generic host code sizes a kernel's
// output with std::invoke_result_t of a capturing __device__ lambda that
// has no trailing return type (guide 5.3.7.4 rule 14; cudalift warns,
// R14).  Built with nvcc --extended-lambda, this program compiles without
// a word and then fails on the H200: the launch reports "invalid device
// function" (the host and the device disagree on the kernel's template
// arguments; seen 2026-11-29).  Through cudalift the wrapper's call
// operator carries the deduced type, so host and device agree and the
// program runs.  Low variant only: the reference is what goes wrong.
#include <type_traits>
#include <cstdio>

#include <cuda_runtime.h>

#include "check.h"

template <typename F, typename R>
__global__ void map(F f, const int *in, R *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(in[i]);
}

template <typename F>
void run(const char *name, F f) {
  using R = std::invoke_result_t<F, int>;
  const int n = 6;
  int h_in[n] = {1, 2, 3, 4, 5, 6};
  int *in = nullptr;
  R *out = nullptr;
  CHECK(cudaMalloc(&in, sizeof h_in));
  CHECK(cudaMalloc(&out, n * sizeof(R)));
  CHECK(cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice));
  map<<<1, 32>>>(f, in, out, n);
  CHECK(cudaGetLastError());
  R h_out[n];
  CHECK(cudaMemcpy(h_out, out, sizeof h_out, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  std::printf("%s: %zu-byte results:", name, sizeof(R));
  for (int i = 0; i < n; i++)
    std::printf(" %g", double(h_out[i]));
  std::printf("\n");
}

int main() {
  int offset = 10;
  auto squared = [offset] __device__(int x) { return (short)(x * x - offset); };
  run("squared", squared);
  return 0;
}
