// 14_capture_array_of_structs: captured arrays whose elements are structs:
// a 1-D array of a plain struct, a 2-D array of a struct with a
// user-provided default constructor and a member function, and a struct
// that itself holds an array, all copied into the closure.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

struct Pt {
  int x;
  float w;
};

struct Cell {
  int v;
  __host__ __device__ Cell() : v(-1) {}
  __host__ __device__ int twice() const { return 2 * v; }
};

struct Row {
  short vals[4];
  char tag;
};

template <typename F>
__global__ void run_one(float *out, F f) { f(out); }

int main() {
  Pt pts[4];
  for (int i = 0; i < 4; i++)
    pts[i] = Pt{i + 1, 0.25f * i};
  Cell grid[2][3];
  grid[1][2].v = 50;
  grid[0][1].v = 7;
  Row rows[2] = {{{1, 2, 3, 4}, 'a'}, {{10, 20, 30, 40}, 'b'}};

  auto dev = [=] __device__(float *out) {
    float s = 0;
    for (int i = 0; i < 4; i++)
      s += pts[i].x * pts[i].w;
    out[0] = s;
    int g = 0;
    for (int r = 0; r < 2; r++)
      for (int c = 0; c < 3; c++)
        g += grid[r][c].twice();
    out[1] = float(g);
    int t = 0;
    for (int r = 0; r < 2; r++)
      for (int c = 0; c < 4; c++)
        t += rows[r].vals[c];
    out[2] = float(t);
    out[3] = float(rows[1].tag - rows[0].tag);
  };
  float *d = nullptr;
  CHECK(cudaMalloc(&d, 4 * sizeof(float)));
  run_one<<<1, 1>>>(d, dev);
  CHECK(cudaGetLastError());
  float h[4];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("pts: %.2f\n", h[0]);
  std::printf("grid: %.0f\n", h[1]);
  std::printf("rows: %.0f, tag distance %.0f\n", h[2], h[3]);
  CHECK(cudaFree(d));
  return 0;
}
