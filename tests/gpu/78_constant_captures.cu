// 78_constant_captures: extended lambdas that name constants of the
// enclosing function (`constexpr int levels`, a const integral with a
// constant initialiser, an enumerator's variable, a constexpr computed
// from a template parameter).  C++ captures them where the body odr-uses
// them, or, in a generic lambda, where a full-expression depends on the
// lambda's parameters; the body may still use them as constants (array
// bounds, template arguments).  cudalift's wrapper gets each one as a
// template argument and declares it again in the body, so both uses keep
// working.  A constant the body reads without capturing it, carried into
// the wrapper, is also declared again in the body, so a reference can bind
// to it in device code.
#include <cstdio>

template <class F> __global__ void run(F f, int *o) { f(threadIdx.x, o); }

template <int N> struct Width { static constexpr int value = N * 10; };

__device__ const int &pick(const int &a, const int &b) { return a < b ? a : b; }

enum Mode { plain = 1, doubled = 2 };

template <class T> void by_type(int *o) {
  constexpr int bytes = sizeof(T);
  auto l = [=] __device__(auto i, int *out) {
    char buf[bytes] = {};
    buf[0] = (char)i;
    out[i] = bytes * 100 + buf[0] + Width<bytes>::value;
  };
  run<<<1, 3>>>(l, o);
  cudaDeviceSynchronize();
  std::printf("by_type<%d bytes>: %d %d %d\n", (int)sizeof(T), o[0], o[1], o[2]);
}

// In a template, a constant read without a capture is carried into the
// wrapper; a call that binds it to a reference still works.
template <class T> void carried(int *o) {
  const int level = 4;
  run<<<1, 3>>>([=] __device__(int i, int *out) { out[i] = pick(i, level) + T(1); }, o);
  cudaDeviceSynchronize();
  std::printf("carried, bound to a reference: %d %d %d\n", o[0], o[1], o[2]);
}

int main() {
  int *o;
  cudaMallocManaged(&o, 8 * sizeof(int));

  constexpr int num_levels = 5;
  auto histogram = [=] __device__(auto i, int *out) {
    int local_hist[num_levels - 1] = {};
    local_hist[i % (num_levels - 1)] += num_levels;
    out[i] = local_hist[i % (num_levels - 1)] + Width<num_levels>::value;
  };
  run<<<1, 3>>>(histogram, o);
  cudaDeviceSynchronize();
  std::printf("generic, array bound: %d %d %d\n", o[0], o[1], o[2]);

  const int limit = 2;
  const Mode mode = doubled;
  auto odr = [=] __device__(int i, int *out) {
    const int &r = limit;
    out[i] = pick(i, limit) * mode + r + (&limit)[0];
  };
  run<<<1, 3>>>(odr, o);
  cudaDeviceSynchronize();
  std::printf("odr-used constants: %d %d %d\n", o[0], o[1], o[2]);

  by_type<double>(o);
  by_type<short>(o);
  carried<int>(o);
  cudaFree(o);
  return 0;
}
