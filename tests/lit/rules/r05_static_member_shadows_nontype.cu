// nvcc 13.0: error (host compiler, line 14) "could not convert template argument ‘&A<1>::test’ from ‘void (A<1>::*)()’ to ‘void (A<3>::*)()’"
// Rule 5 for a non-type parameter: the static member M wins inside A<1>::test.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <int N>
struct A {
  static constexpr int M = 3;
  void test();
};

template <int M>
void A<M>::test() {
  // CHECK: r05_static_member_shadows_nontype.cu:[[@LINE+1]]:15: error: enclosing function 'A::test' names its class's template parameter 'M', which a member of the class also declares; the function's address is ambiguous [R05]
  auto lam1 = [] __host__ __device__ { return 4; }; // expected-error {{enclosing function 'A::test' names its class's template parameter 'M', which a member of the class also declares; the function's address is ambiguous}}
}

int main() {
  A<1> xxx;
  xxx.test();
}
// RUN: %cudalift --check -verify %fast %s
