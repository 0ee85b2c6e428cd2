// 68_clang_stricter_outside_lambdas: code that clang refuses and nvcc
// accepts, outside the extended lambdas (cuCollections writes both): a
// dependent member template named without `template`, and
// `this->member` in an `if constexpr` condition.  cudalift leaves those
// errors for nvcc to judge and lowers the lambdas around them.
#include <cstdio>

#include <cuda_runtime.h>

template <class T> struct Traits { template <class U> using rebind = U; };

template <bool Payload> struct Table {
  static constexpr bool has_payload = Payload;
  double first = 1.5, second = 4.0;
  __host__ __device__ double pick() const {
    if constexpr (this->has_payload)
      return second;
    else
      return first;
  }
};

template <class F> __global__ void fill(F f, double *out, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

template <class T> void scale(double *out, int n) {
  using R = typename Traits<T>::rebind<double>;
  R with = Table<true>{}.pick(), without = Table<false>{}.pick();
  fill<<<1, 32>>>([=] __device__ (int i) { return i % 2 ? with * i : without + i; }, out, n);
  cudaDeviceSynchronize();
}

int main() {
  const int n = 6;
  double *out;
  cudaMallocManaged(&out, n * sizeof *out);
  scale<int>(out, n);
  for (int i = 0; i < n; i++)
    printf("%g%c", out[i], i + 1 < n ? ' ' : '\n');
  cudaFree(out);
}
