// gpu-check: std: c++20
// 66_captures_as_written: captures the lowering must respell.  A plain
// lambda inside a __device__ lambda captures one of its captures by name
// (`[base]`, `[&scale]`); structured bindings are captured by copy (C++20); a
// parameter declared as an array (`const int table[4]`) is captured as
// the pointer it is; a lambda stands in the middle of a macro's expansion.
#include <cstdio>

#include <cuda_runtime.h>

#include "check.h"

struct Range { int lo, hi; };

template <typename F>
__global__ void each(F f, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

#define LAUNCH(out, n, expr) each<<<1, 32>>>([=] __device__ (int i) { return (expr); }, out, n)

static void show(const char *name, int *out, int n) {
  CHECK(cudaGetLastError());
  int host[8];
  CHECK(cudaMemcpy(host, out, n * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%s:", name);
  for (int i = 0; i < n; i++)
    std::printf(" %d", host[i]);
  std::printf("\n");
}

static void run(int *out, const int table[4], Range r) {
  int base = 100, scale = 3;
  each<<<1, 32>>>([=] __device__ (int i) {
    auto add = [base](int v) { return v + base; };
    auto mul = [&scale](int v) { return v * scale; };
    return add(mul(i));
  }, out, 5);
  show("inner", out, 5);
  auto [lo, hi] = r;
  each<<<1, 32>>>([=] __device__ (int i) { return lo + i * (hi - lo); }, out, 5);
  show("bindings", out, 5);
  each<<<1, 32>>>([=] __device__ (int i) { return table[i % 4] * 10; }, out, 6);
  show("array parameter", out, 6);
  LAUNCH(out, 4, i * base + table[i]);
  show("macro", out, 4);
}

int main() {
  int *out = nullptr, *table = nullptr;
  const int host_table[4] = {7, 11, 13, 17};
  CHECK(cudaMalloc(&out, 8 * sizeof(int)));
  CHECK(cudaMalloc(&table, sizeof host_table));
  CHECK(cudaMemcpy(table, host_table, sizeof host_table, cudaMemcpyHostToDevice));
  run(out, table, Range{2, 5});
  CHECK(cudaFree(out));
  CHECK(cudaFree(table));
  return 0;
}
