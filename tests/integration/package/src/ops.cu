#include "pkg/ops.cuh"

void pkg_offset(int *out, int n, int off) {
  pkg_apply<<<(n + 127) / 128, 128>>>([=] __device__ (int i) { return i + off; }, out, n);
}
