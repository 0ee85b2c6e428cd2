// Generic device lambdas: each `auto` parameter becomes a template
// parameter of operator() (C++17 has no abbreviated templates), `auto...`
// a pack; an explicit template parameter list comes first.  A lambda that
// captures another lambda holds its wrapper by decltype.
// RUN: %cudalift --emit-lowered=%t.cu %fast -std=c++20 %s
// RUN: FileCheck --match-full-lines %s < %t.cu
// RUN: %nvcc-verdict -std=c++20 -c %t.cu -o %t.o

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

void launch(int *out, int c) {
  // CHECK: static constexpr unsigned __cudalift_kind = ::cudalift::device_lambda; ::cudalift::id_t<int> c; {{__cudalift_L_[0-9a-f]+}} &operator=(const {{__cudalift_L_[0-9a-f]+}} &) = delete; template <class __cudalift_A0> __device__ auto operator()(__cudalift_A0 x) const {
  auto add = [=] __device__ (auto x) { return x + c; };
  // CHECK: static constexpr unsigned __cudalift_kind = ::cudalift::device_lambda; template <class __cudalift_A0, class... __cudalift_A1> __device__ auto operator()(const __cudalift_A0 &first, __cudalift_A1... rest) const {
  auto sum = [] __device__ (const auto &first, auto... rest) { return (first + ... + rest); };
  // CHECK: static constexpr unsigned __cudalift_kind = ::cudalift::device_lambda; template <class T> __device__ auto operator()(T x) const {
  auto twice = [] __device__ <class T>(T x) { return x + x; };
  // CHECK: template <class __C0, class __C1, class __C2>
  // CHECK: auto both = (typename {{__cudalift_L_[0-9a-f]+}}<::cudalift::cap_t<decltype(add)>, ::cudalift::cap_t<decltype(sum)>, ::cudalift::cap_t<decltype(twice)>>::__cudalift_f{add, sum, twice});
  auto both = [=] __device__ (int i) { return add(i) + sum(i, 1, 2) + twice(i); };
  apply<<<1, 4>>>(both, out);
}
