// 09_memcpy_memset_in_lambda: guide 5.3.6.3.  memcpy and memset inside
// extended lambdas: a captured array is memcpy'd into a local buffer,
// part of which memset overwrites; bytes and ints both.
#include <cstring>
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void run_one(int *out, F f) { f(out); }

int main() {
  int src[6] = {1, 2, 3, 4, 5, 6};
  unsigned char pattern = 0x01;
  auto dev = [=] __device__(int *out) {
    int buf[6];
    memcpy(buf, src, sizeof buf);
    memset(buf + 4, 0, 2 * sizeof(int));
    unsigned char bytes[4];
    memset(bytes, pattern, sizeof bytes);
    int word;
    memcpy(&word, bytes, sizeof word);
    for (int i = 0; i < 6; i++)
      out[i] = buf[i];
    out[6] = word;
  };
  auto hd = [=] __host__ __device__(int *out) {
    int tmp[6];
    memset(tmp, 0xff, sizeof tmp);
    memcpy(tmp + 1, src + 3, 3 * sizeof(int));
    for (int i = 0; i < 6; i++)
      out[i] = tmp[i];
    out[6] = 0;
  };

  int *d = nullptr;
  CHECK(cudaMalloc(&d, 7 * sizeof(int)));
  int h[7], hh[7];
  run_one<<<1, 1>>>(d, dev);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("dev: %d %d %d %d %d %d word=%#x\n", h[0], h[1], h[2], h[3], h[4], h[5], h[6]);
  run_one<<<1, 1>>>(d, hd);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  hd(hh);
  std::printf("hd device: %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5]);
  std::printf("hd host:   %d %d %d %d %d %d\n", hh[0], hh[1], hh[2], hh[3], hh[4], hh[5]);
  CHECK(cudaFree(d));
  return 0;
}
