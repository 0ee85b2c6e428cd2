// 13_capture_arrays_1_to_7_dims: an extended __device__ lambda that
// captures, by copy, arrays of every rank from 1 to 7 (the most the guide
// allows).  Element e of the rank-d array (row-major order) holds
// 100 * d + e; the device reports each array's sum and one element
// reached through full indexing.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void run_one(int *out, F f) { f(out); }

template <typename T, int N>
void fill(T (&flat)[N], int rank) {
  for (int e = 0; e < N; e++)
    flat[e] = 100 * rank + e;
}

// Sum of the elements of an array of any rank, seen as n ints.
__device__ int sum_ints(const int *p, int n) {
  int s = 0;
  for (int e = 0; e < n; e++)
    s += p[e];
  return s;
}

int main() {
  int a1[3];
  int a2[2][3];
  int a3[2][2][2];
  int a4[2][1][2][2];
  int a5[1][2][1][2][2];
  int a6[2][1][1][2][1][2];
  int a7[1][2][1][2][1][2][2];
  fill(reinterpret_cast<int(&)[3]>(a1), 1);
  fill(reinterpret_cast<int(&)[6]>(a2), 2);
  fill(reinterpret_cast<int(&)[8]>(a3), 3);
  fill(reinterpret_cast<int(&)[8]>(a4), 4);
  fill(reinterpret_cast<int(&)[8]>(a5), 5);
  fill(reinterpret_cast<int(&)[8]>(a6), 6);
  fill(reinterpret_cast<int(&)[16]>(a7), 7);

  auto dev = [=] __device__(int *out) {
    out[0] = sum_ints(&a1[0], 3);
    out[1] = sum_ints(&a2[0][0], 6);
    out[2] = sum_ints(&a3[0][0][0], 8);
    out[3] = sum_ints(&a4[0][0][0][0], 8);
    out[4] = sum_ints(&a5[0][0][0][0][0], 8);
    out[5] = sum_ints(&a6[0][0][0][0][0][0], 8);
    out[6] = sum_ints(&a7[0][0][0][0][0][0][0], 16);
    out[7] = a1[2];
    out[8] = a2[1][0];
    out[9] = a3[1][0][1];
    out[10] = a4[1][0][1][0];
    out[11] = a5[0][1][0][0][1];
    out[12] = a6[1][0][0][0][0][1];
    out[13] = a7[0][1][0][1][0][0][1];
  };
  for (int e = 0; e < 3; e++)
    a1[e] = -1;  // the lambda holds its own copy
  a7[0][1][0][1][0][0][1] = -1;

  int *d = nullptr;
  CHECK(cudaMalloc(&d, 14 * sizeof(int)));
  run_one<<<1, 1>>>(d, dev);
  CHECK(cudaGetLastError());
  int h[14];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  for (int r = 1; r <= 7; r++)
    std::printf("rank %d: sum %d, element %d\n", r, h[r - 1], h[r + 6]);
  CHECK(cudaFree(d));
  return 0;
}
