// A loop macro's alias from its count argument, in a function template
// whose count is a const local initialized from a template's value
// (`const long n = in.size() * in.comps();` in `template <class T, class
// U> T cast(const U &in)`, AMReX's amrex::cast).  The local is
// value-dependent, so `decltype(n)` is dependent and the alias has no
// spelling at namespace scope: the wrapper takes it as a template
// parameter, which the use site, where the alias is in scope, fills.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class T> struct remove_const { using type = T; };
template <class T> struct remove_const<const T> { using type = T; };
template <class F> __global__ void each(F f, long n) { long i = threadIdx.x; if (i < n) f(i); }
#define FOR_1D(n, i, block) \
{ \
    using int_type = typename remove_const<decltype(n)>::type; \
    each<<<1, 32>>>([=] __device__ (int_type i) noexcept block, n); \
}
struct Data { float *p; long size() const { return 4; } int comps() const { return 2; } };

// CHECK: {{^}}template <class __C0, class __C1, class __A0>
// CHECK: {{^}}static constexpr unsigned {{.*}}; using int_type = __A0;
// CHECK: {{^}}  {using int_type{{.*}}__cudalift_c<::cudalift::cap_t<decltype(dst)>, ::cudalift::cap_t<decltype(src)>, int_type>
template <class T, class U> T cast(const U &in, T out) {
  const long n = in.size() * in.comps();
  float *dst = out.p;
  const float *src = in.p;
  FOR_1D(n, i, { dst[i] = src[i] * 2; });
  return out;
}
template Data cast<Data, Data>(const Data &, Data);
