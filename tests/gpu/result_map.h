// result_map.h - generic host code that knows a device lambda only by the
// result type host code asks it for: a kernel maps the lambda over six
// ints into a buffer of std::invoke_result_t<F, int>, and the host prints
// the results and their size.  Programs 61 and 63 share it.
#pragma once
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
