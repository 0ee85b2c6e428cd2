// nvcc 13.0: accepted
// Rule 5 concerns extended lambdas only: a plain lambda needs no address.
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --allow-empty --implicit-check-not=error: --implicit-check-not=warning:

template <typename T>
struct A {
  typedef void Bar;
  void test();
};

template <typename Bar>
void A<Bar>::test() {
  auto lam1 = [] { return 4; };
}

int main() {
  A<int> xxx;
  xxx.test();
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
