// Real CUDA headers with <cuda/std/type_traits>: lambdas inside function
// templates constrained with cuda::std traits, and generic lambdas using
// them; a trait-only use of a variable does not capture it.
// nvcc 13.0 (instantiated with float): d device trait true, gen both false.
// RUN: %cudalift --print-lambdas %s | FileCheck %s --implicit-check-not=lambda
#include <cuda_runtime.h>
#include <cuda/std/type_traits>

template <class T, cuda::std::enable_if_t<cuda::std::is_floating_point<T>::value, int> E = 0>
void scale(T *p, T f) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=scale captures=p,f
  auto d = [=] __device__ (int i) { p[i] = p[i] * f; };
}

void host_function(float *p) {
  int k = 2;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=host extended=no enclosing=host_function captures=-
  auto gen = [=](auto v) { return cuda::std::is_same<decltype(v), decltype(k)>::value; };
  gen(1);
  scale(p, 2.0f);
}
// REQUIRES: cuda-libcudacxx
