#pragma once
// clang 19 refuses a dependent member template named without `template`
// (cuCollections writes `typename shared_map_type::ref_type<>`); nvcc
// accepts it.
template <class T> struct table {
  template <class U = T> struct ref_type { U u; };
};
template <class M> struct user_of {
  using ref = typename M::ref_type<>;
};

template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
template <class F> void launch(F f, int *out) { run<<<1, 4>>>(f, out); }
inline void lib_lambda(int *out) {
  int k = 2;
  launch([=] __device__ (int i) { return i + k; }, out);
}
