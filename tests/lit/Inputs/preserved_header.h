// preserved_header.h - a project header whose host code asks a capturing
// __device__ lambda for its (trailing) result type: lower/preserved_header.cu.
#pragma once
#include <type_traits>
#include <utility>

template <class F> __global__ void apply_scaled(F f, long long *out) { *out = f(2); }

inline void launch_scaled(long long *out, int k) {
  auto scale = [k] __device__ (int x) -> long long { return (long long)x * k; };
  using R = decltype(std::declval<decltype(scale)>()(0));
  static_assert(std::is_same<R, long long>::value, "the preserved result type");
  apply_scaled<<<1, 1>>>(scale, out);
}
