// 79_macro_two_ranges: a launch macro from a header (AMReX's two-range
// launches) declares two boxes of one type and launches one lambda that
// reads both; each block of the launch works on its own box.  The two
// captures come from one place in the expansion, and each keeps its own
// variable.
#include <cstdio>
struct Box { int lo, hi; };
template <class F> __global__ void each(F f) { f(); }
#include "two_range_macro.h"

void run(int *o) {
  Box a{1, 2}, b{30, 40};
  TWO_RANGE(a, x, { o[0] = x; }, b, y, { o[1] = y; })
}

int main() {
  int *o;
  cudaMallocManaged(&o, 2 * sizeof(int));
  run(o);
  cudaDeviceSynchronize();
  std::printf("first box's lo: %d, second box's hi: %d\n", o[0], o[1]);
  cudaFree(o);
  return 0;
}
