// A class whose member functions the test defines, with extended lambdas
// that name its public members only.
#pragma once
template <typename F> __global__ void open_each(int n, F f) {
  int i = threadIdx.x;
  if (i < n)
    f(i);
}
struct Open {
  int k = 2;
  void add(int *d, int n);
};
