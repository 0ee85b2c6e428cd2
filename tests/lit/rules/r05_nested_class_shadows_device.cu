// nvcc 13.0: error (host compiler, line 14) "could not convert template argument ‘&A<int>::test’ from ‘void (A<int>::*)()’ to ‘void (A<A<int>::Bar>::*)()’" (2 errors)
// Rule 5 with a __device__ lambda and a nested class named like the parameter.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename T>
struct A {
  struct Bar {};
  void test();
};

template <typename Bar>
void A<Bar>::test() {
  // CHECK: r05_nested_class_shadows_device.cu:[[@LINE+1]]:15: error: enclosing function 'A::test' names its class's template parameter 'Bar', which a member of the class also declares; the function's address is ambiguous [R05]
  auto lam1 = [] __device__ { return 4; }; // expected-error {{enclosing function 'A::test' names its class's template parameter 'Bar', which a member of the class also declares; the function's address is ambiguous}}
}

int main() {
  A<int> xxx;
  xxx.test();
}
// RUN: %cudalift --check -verify %fast %s
