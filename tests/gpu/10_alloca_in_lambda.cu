// 10_alloca_in_lambda: guide 5.3.6.5.  alloca inside an extended __device__
// lambda: a per-thread scratch array whose size is a captured value; the
// pointer's 16-byte alignment is checked too.
#include <alloca.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void each_thread(int *out, F f) { out[threadIdx.x] = f(threadIdx.x); }

int main() {
  int num_items = 5;
  auto dev = [=] __device__(int tid) {
    int4 *ptr = static_cast<int4 *>(alloca(num_items * sizeof(int4)));
    if (reinterpret_cast<uintptr_t>(ptr) % 16 != 0)
      return -1;
    for (int i = 0; i < num_items; i++)
      ptr[i] = make_int4(i, tid, i * tid, 1);
    int s = 0;
    for (int i = 0; i < num_items; i++)
      s += ptr[i].x + ptr[i].y + ptr[i].z + ptr[i].w;
    return s;
  };
  int *d = nullptr;
  CHECK(cudaMalloc(&d, 3 * sizeof(int)));
  each_thread<<<1, 3>>>(d, dev);
  CHECK(cudaGetLastError());
  int h[3];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  for (int t = 0; t < 3; t++)
    std::printf("thread %d: %d\n", t, h[t]);
  CHECK(cudaFree(d));
  return 0;
}
