// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc's host compiler fails only once A<T>::test is instantiated; the definition is wrong for every T
// Rule 5 on a definition nothing instantiates yet.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename T>
struct A {
  typedef void Bar;
  void test();
};

template <typename Bar>
void A<Bar>::test() {
  // CHECK: r05_uninstantiated.cu:[[@LINE+1]]:15: error: enclosing function 'A::test' names its class's template parameter 'Bar', which a member of the class also declares; the function's address is ambiguous [R05]
  auto lam1 = [] __host__ __device__ { return 4; }; // expected-error {{enclosing function 'A::test' names its class's template parameter 'Bar', which a member of the class also declares; the function's address is ambiguous}}
}
// RUN: %cudalift --check -verify %fast %s
