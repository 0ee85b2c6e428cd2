#pragma once
#include "helpers.cuh"
struct span {
  int *p;
  size_t n;
  __host__ __device__ size_t size() const { return n; }
  __host__ __device__ int &operator[](size_t i) const { return p[i]; }
};
template <typename T> void arg_sort(T *p, size_t n) { iota(span{p, n}, nullptr); }
