#pragma once
// A header that opens with a UTF-8 byte-order mark, with an extended
// lambda in a function template.
template <class F> __global__ void each(F f, int *out) { *out = f(); }
template <class T> void fill(T *out, T v) {
  each<<<1, 1>>>([=] __device__ () { return v; }, out);
}
