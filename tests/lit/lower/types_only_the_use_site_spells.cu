// Types the wrapper cannot spell at namespace scope (tests/gpu/92): a
// block-scope alias naming an `auto` local of a function template
// (`using Q = std::remove_pointer_t<decltype(q)>;`, XGBoost's
// linalg_op.cuh), a `sizeof` of one, a `decltype(q)` parameter and result
// type, an alias of an extended lambda's closure type.  The wrapper takes
// each as a template parameter that the use site, where the type is in
// scope, fills (`__A0`), and names it by a member alias.  Here too: an
// alias of a plain (not extended) lambda's closure type cannot be a
// kernel's template argument under plain nvcc, so that lambda is refused
// (the drop-in falls back to nvcc --extended-lambda).
// nvcc 13.0 --extended-lambda: compiles tests/gpu/92 and this file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -I%gpu -c %gpu/92_types_only_the_use_site_spells.cu -o %t/ref92.o
// RUN: %cudalift --emit-lowered=%t/low92.cu -I%gpu %gpu/92_types_only_the_use_site_spells.cu
// RUN: FileCheck --check-prefix=GPU %s < %t/low92.cu
// RUN: %nvcc-verdict -I%gpu -c %t/low92.cu -o %t/low92.o
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: %expect-exit 1 %cudalift --emit-lowered=%t/low.cu %fast %s 2>&1 | FileCheck %s

// The alias travels whole; R, which names Q, stays as written.
// GPU: {{^}}template <class __C0, class __A0>
// GPU: using Q = __A0; using R=std::add_const_t<Q>; __C0 p;
// GPU: __cudalift_c<::cudalift::cap_t<decltype(p)>, Q>::__cudalift_f{p}
// GPU: using A = __A0; __C0 p;
// GPU: using Q = __A0; __C0 q;
// The parameter's and the result's `decltype(q)`.
// GPU: {{^}}template <class __A0>
// GPU: using __cudalift_u0 = __A0; static __host__ __device__ auto __cudalift_call(::cudalift::id_t<__cudalift_u0> x) -> ::cudalift::id_t<__cudalift_u0> {
// GPU: __cudalift_c<decltype(q)>::__cudalift_f{}
// GPU: using Add = __A0; __C0 add;

template <typename F> __global__ void each(int n, F f) { if ((int)threadIdx.x < n) f(threadIdx.x); }

// CHECK: types_only_the_use_site_spells.cu:[[@LINE+3]]:9: error: cannot lower this extended lambda: the lambda names 'Add', whose type is that of a lambda of the enclosing function that is not extended
void plain_closure(int *p, int n) {
  auto add = [](int x) { return x + 1; };
  using Add = decltype(add);
  each<<<1, n>>>(n, [=] __device__ (int i) { p[i] = (int)sizeof(Add) + i; });
}
