// nvcc 13.0: error (host compiler, line 20) "could not convert template argument ‘&A<int>::test’ from ‘void (A<int>::*)()’ to ‘void (A<void>::*)()’"
// Guide 5.3.7.4 rule 5 (the guide's example): inside A<int>::test the
// member typedef Bar wins over the template parameter Bar, so nvcc's
// `&A<Bar>::test` names A<void>::test.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename T>
struct A {
  typedef void Bar;
  void test();
};

template <>
struct A<void> {};

template <typename Bar>
void A<Bar>::test() {
  // CHECK: r05_typedef_shadows_tparam.cu:[[@LINE+2]]:15: error: enclosing function 'A::test' names its class's template parameter 'Bar', which a member of the class also declares; the function's address is ambiguous [R05]
  // CHECK: r05_typedef_shadows_tparam.cu:[[@LINE-2]]:14: note: 'A::test' is defined here
  auto lam1 = [] __host__ __device__ { return 4; }; // expected-error {{enclosing function 'A::test' names its class's template parameter 'Bar', which a member of the class also declares; the function's address is ambiguous}}
}

int main() {
  A<int> xxx;
  xxx.test();
}
// RUN: %cudalift --check -verify %fast %s
