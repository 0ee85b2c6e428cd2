// nvcc 13.0: accepted
// Rule 14: a __host__ __device__ lambda's operator() may be named and its
// address taken in host code.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <class T> struct traits;
template <class C, class R, class A> struct traits<R (C::*)(A) const> { using result = R; };

void host_function() {
  auto l = [] __host__ __device__ (int i) { return i; };
  using R = traits<decltype(&decltype(l)::operator())>::result;
  auto p = &decltype(l)::operator();
  R r = (l.*p)(1);
  (void)r;
}
