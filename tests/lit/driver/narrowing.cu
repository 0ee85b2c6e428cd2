// A narrowing conversion in a braced list is a warning of nvcc's front end
// (#2361-D "invalid narrowing conversion", #68-D "change of sign"), and a
// functional cast with a constant that does not fit (`size_type{-1}`,
// taskflow's "no position" value) builds; clang makes both errors.  The
// parse follows nvcc: --check accepts this file, and the drop-in's
// lowering compiles with plain nvcc, lambdas that narrow included.
// nvcc 13.0 --extended-lambda: compiles it (with warnings).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -c %s -o %t/ref.o
// RUN: %cudalift --check %fast -std=c++17 %s
// RUN: %cudalift --emit-lowered=%t/low.cu %fast -std=c++17 %s
// RUN: %nvcc-verdict -std=c++17 -c %t/low.cu -o %t/low.o
#include <cstddef>
template <class F> __global__ void k(F f) { f(threadIdx.x); }
using size_type = std::size_t;
struct pos {
  size_type at = size_type{-1};
};
int run(int *d, double scale, long n) {
  size_type none = size_type{-1};
  float f{scale};
  int m{n};
  k<<<1, 4>>>([=] __device__(int i) {
    int s{scale * i};
    d[i] = none == size_type(-1) ? s + m : (int)f;
  });
  return pos{}.at == none;
}
