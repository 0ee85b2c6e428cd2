// An extended lambda, reached by <...> through -I, the line continued.
#pragma once
template <class F> __global__ void angled_kernel(F f, int *out) { out[0] = f(3); }
inline void angled_run(int *out, int k) {
  angled_kernel<<<1, 1>>>([=] __device__ (int i) { return i - k; }, out);
}
