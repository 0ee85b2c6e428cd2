// A library's classes whose member functions the .cu defines, with
// extended lambdas that name private and protected members.
#pragma once
template <typename F> __global__ void pc_each(int n, F f) {
  int i = threadIdx.x;
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
  struct Pair { int a, b; };
  __host__ __device__ static int twice(int x) { return 2 * x; }
};

template <typename T> class Grid {
public:
  void set(T *d, int n);

private:
  T step = T(4);
};

// Its lambdas name public members only: the header stays where it is.
struct Open {
  int k = 2;
  void add(int *d, int n);
};
}
