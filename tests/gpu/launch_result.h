// launch_result.h - shared by the tests/gpu programs about rules nvcc does
// not check (70-73): `out`, a buffer of three ints the program allocates
// in managed memory, and `show(what)`, which prints what the last launch
// left there, or the error it gave ("invalid device function"), then
// clears the error and sets the buffer to -1 again.
#pragma once
#include <cstdio>

static int *out;

static void show(const char *what) {
  cudaError_t e = cudaDeviceSynchronize();
  if (e == cudaSuccess)
    e = cudaGetLastError();
  if (e != cudaSuccess)
    std::printf("%s: %s\n", what, cudaGetErrorString(e));
  else
    std::printf("%s: %d %d %d\n", what, out[0], out[1], out[2]);
  cudaGetLastError();
  out[0] = out[1] = out[2] = -1;
}
