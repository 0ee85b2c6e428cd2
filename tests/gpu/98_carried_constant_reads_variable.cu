// Local constants a lambda reads without capturing them, whose initializers
// read a variable of the enclosing function: through an unevaluated operand
// (`decltype(s)` in a qualifier, beside a constexpr local whose value the
// template decides, as Ginkgo's range-minimum kernels size their words;
// `sizeof` of a local array and of a member), or by calling a
// constexpr member function of a local object.  The first travel with the
// operand written by type, the last as the value clang computes.
#include <cstdio>
#include <type_traits>
#include "check.h"

template <int B> struct packed { static constexpr int bits_log2 = B; int *p; };
struct box {
  int unused;
  constexpr int size() const { return 4; }
  constexpr unsigned long wide() const { return 1ul << 40; }
};
template <class F, class T> __global__ void run(int n, F f, T *out) {
  int i = threadIdx.x;
  if (i < n) f(i, out);
}

template <class T> struct rmq { static constexpr int block_size = 32; };
constexpr int clog(int x) { return x <= 1 ? 0 : 1 + clog((x + 1) / 2); }

template <class T> void fill(int n, packed<5> &s, T *out) {
  using R = rmq<T>;
  constexpr auto block = R::block_size;
  constexpr auto width = 1 << (std::decay_t<decltype(s)>::bits_log2 - clog(clog(block)));
  double buf[6] = {};
  constexpr int count = sizeof(buf) / sizeof(buf[0]);
  constexpr int wide = sizeof s.p * 2;
  run<<<1, n>>>(n, [] __device__ (int i, T *o) { o[i] = i * width + count + wide; }, out);
  CHECK(cudaDeviceSynchronize());
  printf("fill %d %d %d %d\n", out[0], out[1], out[2], out[3]);
}

void plain(int n, packed<4> &s, int *out) {
  const auto width = 1 << (std::decay_t<decltype(s)>::bits_log2 - 1);
  run<<<1, n>>>(n, [] __device__ (int i, int *o) { o[i] = i * width; }, out);
  CHECK(cudaDeviceSynchronize());
  printf("plain %d %d %d %d\n", out[0], out[1], out[2], out[3]);
}

void by_value(int n, int *out) {
  box b{};
  constexpr int k = b.size();
  const unsigned long w = b.wide();
  constexpr bool big = b.size() > 3;
  auto f = [] __host__ __device__ (int i, int *o) { o[i] = i * k + (int)(w >> 40) + big; };
  run<<<1, n>>>(n, f, out);
  CHECK(cudaDeviceSynchronize());
  printf("value %d %d %d %d\n", out[0], out[1], out[2], out[3]);
  int h[8];
  f(7, h);
  printf("host %d\n", h[7]);
}

int main() {
  int *o;
  CHECK(cudaMallocManaged(&o, 4 * sizeof(int)));
  packed<5> s{nullptr};
  fill(4, s, o);
  packed<4> t{nullptr};
  plain(4, t, o);
  by_value(4, o);
  CHECK(cudaFree(o));
  return 0;
}
