// Host code that picks a kernel by asking a __device__ lambda what it is:
// std::is_invocable_v with two arguments, SFINAE on a call expression, and
// std::is_copy_assignable_v.  nvcc 13.0 --extended-lambda compiles the
// file.  clang's host side answers "not callable" for a device-only
// operator(), so the first parse instantiates the one-argument kernel
// with the two-argument lambda and fails; cudalift parses again with the
// lambdas callable from the host for clang, and the file checks clean.
// The lowered file's wrappers answer the same: each kernel is instantiated
// with the lambda it can call, and every launch has device code
// (tests/gpu/75 runs it).  A '$' in a comment or a string literal (the
// second parse spells each lambda's '{' as '$') does not stop it.
// RUN: %cudalift --check %fast %s 2>&1 | FileCheck %s --check-prefix=CHECKED --allow-empty
// CHECKED-NOT: error
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: python3 %inputs/device_code_for_launches.py %nvcc %t.cu > %t.kernels
// RUN: cat %t.cu %t.kernels | FileCheck %s --check-prefix=LOWERED
// LOWERED: {{^}}struct __cudalift_L_[[TWO:[0-9a-f]+]] {
// LOWERED: __device__ auto operator()(int i, int j) const
// LOWERED: {{^}}struct __cudalift_L_[[ONE:[0-9a-f]+]] {
// LOWERED: __device__ auto operator()(int i) const
// LOWERED-DAG: {{^}}host kernel _Z5two_dI29__cudalift_L_[[TWO]]EvT_Pi: device code
// LOWERED-DAG: {{^}}host kernel _Z5one_dI29__cudalift_L_[[ONE]]EvT_Pi: device code
// LOWERED-DAG: {{^}}host kernel _Z7copyingI5ScaleEvT_Pi: device code
// LOWERED: {{^}}kernels on the host: 3, without device code: 0
#include <type_traits>
#include <utility>

template <class F> __global__ void two_d(F f, int *o) { o[threadIdx.x] = f(threadIdx.x, 10); }
template <class F> __global__ void one_d(F f, int *o) { o[threadIdx.x] = f(threadIdx.x); }
template <class F> __global__ void copying(F f, int *o) {
  F g = f;
  g = f;
  o[threadIdx.x] = g(threadIdx.x);
}

template <class F> void by_trait(F f, int *o) {
  if constexpr (std::is_invocable_v<F, int, int>)
    two_d<<<1, 3>>>(f, o);
  else
    one_d<<<1, 3>>>(f, o);
}

template <class F>
auto by_sfinae(F f, int *o, int) -> decltype(std::declval<F &>()(0, 0), void()) {
  two_d<<<1, 3>>>(f, o);
}
template <class F> void by_sfinae(F f, int *o, long) { one_d<<<1, 3>>>(f, o); }

template <class F> void by_assignable(F f, int *o) {
  if constexpr (std::is_copy_assignable_v<F>)
    copying<<<1, 3>>>(f, o);
  else
    one_d<<<1, 3>>>(f, o);
}

struct Scale {
  int by;
  __device__ int operator()(int i) const { return by * i; }
};

// Costs in $, printed by run.
void run(int *o, int c) {
  const char *unit = "$";
  (void)unit;
  auto two = [=] __device__ (int i, int j) { return i * j + c; };
  auto one = [=] __device__ (int i) { return i + c; };
  by_trait(two, o);
  by_trait(one, o);
  by_sfinae(two, o, 0);
  by_sfinae(one, o, 0);
  by_assignable(one, o);
  by_assignable(Scale{5}, o);
}
