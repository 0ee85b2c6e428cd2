// Local constants a lambda reads without capturing them, initialized with
// parentheses (`const int gridSize( 4 );`, as TNL's matrix examples write
// them), with braces and with `=`: the lowering carries each into the
// wrapper as a static constexpr member.
#include <cstdio>
#include "check.h"

template <class F> __global__ void k(F f, double *o) { o[threadIdx.x] = f((int)threadIdx.x); }
enum class Side { left = 1, right = 2 };

template <class D> void run(double *o) {
  const int gridSize( 4 );
  const double half(0.5);
  const Side side( Side::right );
  const int twice{ 8 };
  const int three = 3;
  auto f = [=] __host__ __device__(int i) -> double {
    return i % gridSize + twice + three + half * (int)side;
  };
  k<<<1, 6>>>(f, o);
  CHECK(cudaDeviceSynchronize());
  printf("device %g %g %g %g %g %g\n", o[0], o[1], o[2], o[3], o[4], o[5]);
  printf("host %g\n", f(7));
}

int main() {
  double *o;
  CHECK(cudaMallocManaged(&o, 6 * sizeof(double)));
  run<int>(o);
  CHECK(cudaFree(o));
  return 0;
}
