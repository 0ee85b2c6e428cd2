// A const local with a constant initialiser that the body reads without
// capturing it, in a function template where C++ cannot yet tell whether
// a use is an odr-use (`team.team_scratch(level)` with a dependent
// `team`, Kokkos's TeamScratch test; here a call taking `const int &`).
// The wrapper carries it as a static constexpr member, which device code
// may read but not odr-use ("identifier ... is undefined in device
// code"); the body now declares a constexpr local copy of each carried
// constant it names, in operator() and in the function a capture-less
// wrapper converts to.  An array bound still reads it as a constant.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class F> __global__ void each(F f, int *o) { f(threadIdx.x, o); }
__device__ int take(const int &a) { return a * 10; }
// CHECK: static constexpr const int level=1; static constexpr int bound=3; static __device__ auto __cudalift_call(int i, int *out) { constexpr decltype(__cudalift_f::level) level = __cudalift_f::level; constexpr decltype(__cudalift_f::bound) bound = __cudalift_f::bound;{{$}}
// CHECK: __device__ auto operator()(int i, int *out) const { constexpr decltype(__cudalift_f::level) level = __cudalift_f::level; constexpr decltype(__cudalift_f::bound) bound = __cudalift_f::bound;{{$}}
template <class T> void run(int *o) {
  const int level = 1;
  constexpr int bound = 3;
  each<<<1, 3>>>([=] __device__(int i, int *out) {
    int a[bound] = {};
    a[i % bound] = take(level);
    out[i] = a[i % bound] + T(i);
  }, o);
}
template void run<int>(int *);
// The same with a capture: no conversion, the copies in operator().
// CHECK: __device__ auto operator()(int i, int *) const { constexpr decltype(__cudalift_f::level) level = __cudalift_f::level;{{$}}
template <class T> void captures(int *o) {
  const int level = 2;
  each<<<1, 3>>>([=] __device__(int i, int *) { o[i] = take(level) + T(i); }, o);
}
template void captures<int>(int *);
// `auto constexpr` (cuCollections' tests) says constexpr after the type:
// the static member is not given a second one ("duplicate specifier").
// CHECK: static auto constexpr multiplicity=3; template <class __cudalift_A0> __device__ auto operator()(__cudalift_A0 i, int *out) const { constexpr decltype(__cudalift_f::multiplicity) multiplicity = __cudalift_f::multiplicity;{{$}}
template <class T> void spelled_after(int *o) {
  auto constexpr multiplicity = 3;
  each<<<1, 3>>>([] __device__(auto i, int *out) { out[i] = T(i / multiplicity); }, o);
}
template void spelled_after<int>(int *);
