// An #ifndef inside the enclosing function template's template header
// (AMReX's MultiFabUtil.H: `std::enable_if_t<IsBaseFab<FAB>::value
// #ifndef AMREX_USE_CUDA && IsCallable<...>::value #endif, int> FOO`):
// the wrapper repeats the parameter as the parse read it, without the
// preprocessor lines and the branch they skipped.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <class T> struct is_small { static constexpr bool value = sizeof(T) <= 8; };
template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// CHECK: {{^}}template <class T, typename enable_if<is_small<T>::value,int>::type FOO>
template <class T,
          typename enable_if<is_small<T>::value
#ifdef NEVER_DEFINED
                             && is_small<T[2]>::value
#endif
                             , int>::type FOO = 0>
void fill(int *out, T v) {
  each<<<1, 4>>>([=] __device__ (int i) { return int(v) + i; }, out);
}
template void fill<float>(int *, float);
