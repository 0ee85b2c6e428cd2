// 61_host_asks_result_type: host code asks capturing __device__ lambdas
// for their result types (decltype of a call, std::invoke_result_t) and
// sizes its buffers with the answer, as generic host code (thrust's
// transform_iterator, a hand-written map) does.  With a trailing return
// type the answer is the preserved one; without, nvcc answers the deduced
// type in main (cudalift warns, R14, and answers the same) but not in a
// kernel launch: program 63 is that case.
#include <type_traits>
#include <utility>
#include <cstdio>

#include <cuda_runtime.h>

#include "check.h"

template <typename F, typename R>
__global__ void map(F f, const int *in, R *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(in[i]);
}

// Host code that knows nothing of F but its result type.
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
  double scale = 0.5;
  auto shifted = [offset] __device__(int x) -> long long { return x + offset; };
  auto halved = [scale] __device__(int x) -> double { return x * scale; };
  auto squared = [offset] __device__(int x) { return (short)(x * x - offset); };

  using S = decltype(std::declval<decltype(shifted)>()(0));
  using H = decltype(halved(0));
  std::printf("shifted returns long long: %d\n", int(std::is_same<S, long long>::value));
  std::printf("halved returns double: %d\n", int(std::is_same<H, double>::value));
  std::printf("squared returns short: %d\n",
              int(std::is_same<std::invoke_result_t<decltype(squared), int>, short>::value));
  run("shifted", shifted);
  run("halved", halved);
  return 0;
}
