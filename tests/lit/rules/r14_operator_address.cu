// nvcc 13.0: error (line 14) "A non-constexpr __device__ function ("operator()") with "auto" deduced return type cannot be directl..."
// Rule 14: host code that names a __device__ lambda's operator() (the
// lambda-traits idiom `decltype(&F::operator())`), with or without a
// trailing return type: nvcc's closure on the host has no such member.
// clang sees nothing wrong in an unevaluated operand.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> struct traits;
template <class C, class R, class A> struct traits<R (C::*)(A) const> { using result = R; };

void host_function() {
  auto l = [] __device__ (int i) { return i; };
  // CHECK: r14_operator_address.cu:[[@LINE+1]]:43: error: host code names the operator() of the __device__ lambda at line [[@LINE-1]] (its address or its type); nvcc's closure has no such member function on the host [R14]
  using R = traits<decltype(&decltype(l)::operator())>::result;
  auto t = [] __device__ (int i) -> int { return i; };
  // CHECK: r14_operator_address.cu:[[@LINE+1]]:43: error: host code names the operator() of the __device__ lambda at line [[@LINE-1]] (its address or its type); nvcc's closure has no such member function on the host [R14]
  using S = traits<decltype(&decltype(t)::operator())>::result;
  R r = 0;
  S s = 0;
  (void)r; (void)s;
}
