// private_class.h - classes whose member functions program 91 defines,
// with private and protected members the lambdas there name.
#pragma once
#include <cstdio>

template <typename F> __global__ void pc_each(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    f(i);
}

namespace pc {
class Base {
protected:
  int bias = 5;
};

class Interp : public Base {
public:
  static void eval(int *d, int n);
  void scale(int *d, int n);
  template <typename T> void fill(T *d, int n);
  void shift(int *d, int n);

private:
  static constexpr int MAX = 7;
  int factor = 3;
  struct Pair {
    int a, b;
  };
  __host__ __device__ static int twice(int x) { return 2 * x; }
};

struct Two {
  int first, second;
};

// Private member types named in lambdas' parameters and carried aliases
// (XGBoost's GPUHistEvaluator: a private alias `SortPair` of a public type
// in a host-device lambda's parameters).
class Sorter {
public:
  void sig(int *d, int n);
  void alias(int *d, int n);
  void param(int *d, int n);

private:
  struct Key {
    int k, v;
  };
  using Pair = Two;
};

template <typename T> class Grid {
public:
  void set(T *d, int n);

private:
  T step = T(4);
};
} // namespace pc
