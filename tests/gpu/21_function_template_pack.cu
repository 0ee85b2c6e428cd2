// 21_function_template_pack: extended lambdas in function templates: a
// non-type template parameter and a type parameter pack (the lambda
// captures values computed from the pack, never a pack element), a
// template over an array bound, and several instantiations of each.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void tabulate(int n, long *out, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

template <typename F>
void show(const char *name, F f) {
  const int n = 4;
  long *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(long)));
  tabulate<<<1, 32>>>(n, d, f);
  CHECK(cudaGetLastError());
  long h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%s: %ld %ld %ld %ld\n", name, h[0], h[1], h[2], h[3]);
  CHECK(cudaFree(d));
}

template <int Scale, typename... Ts>
void scaled_sum(const char *name, Ts... vs) {
  long total = (long(vs) + ... + 0L);
  int count = int(sizeof...(Ts));
  auto f = [=] __device__(int i) { return Scale * i + total * 10 + count; };
  show(name, f);
}

template <typename T, int N>
void weights(const char *name, const T (&w)[N]) {
  T copy[N];
  for (int i = 0; i < N; i++)
    copy[i] = w[i];
  auto f = [copy] __device__(int i) { return long(copy[i % N] * N); };
  show(name, f);
}

int main() {
  scaled_sum<3>("scaled_sum<3>(1, 2, 3)", 1, 2, 3);
  scaled_sum<10, int, long>("scaled_sum<10, int, long>(4, 5)", 4, 5L);
  scaled_sum<-1>("scaled_sum<-1>()");
  const int w3[3] = {1, 2, 3};
  const short w2[2] = {7, 9};
  weights("weights<int, 3>", w3);
  weights("weights<short, 2>", w2);
  return 0;
}
