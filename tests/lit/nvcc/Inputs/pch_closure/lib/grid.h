#pragma once
#include <lib/annot.h>
template <class F> __global__ void grid_run(int n, F f) {
  int i = threadIdx.x;
  if (i < n) f(i);
}
namespace lib {
template <class T> struct Grid {
  T *q;
  int n;
  template <class F> void each(F f) {
    T *p = q;
    auto body = [=] BOTH (int i) mutable { f(i, p[i]); };
    grid_run<<<1, n>>>(n, body);
  }
};
}
