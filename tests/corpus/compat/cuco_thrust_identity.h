// Force-included (-include) when the corpus builds NVIDIA/cuCollections,
// on both sides: CCCL 3 (CUDA 13) no longer has thrust::identity, which
// cuCollections at the pinned commit (written for CCCL 2) names in its
// headers.  This gives it back: a function object returning its argument.
#pragma once
#include <thrust/detail/config.h>
#include <cuda/std/utility>
THRUST_NAMESPACE_BEGIN
template <class T = void> struct identity {
  using argument_type = T;
  using result_type = T;
  __host__ __device__ constexpr const T &operator()(const T &x) const { return x; }
};
template <> struct identity<void> {
  using is_transparent = void;
  template <class T> __host__ __device__ constexpr T &&operator()(T &&x) const noexcept {
    return ::cuda::std::forward<T>(x);
  }
};
THRUST_NAMESPACE_END
