// nvcc 13.0: accepted
// Rule 5: the out-of-line definition names the parameter U, which no member shadows.
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --allow-empty --implicit-check-not=error: --implicit-check-not=warning:

template <typename T>
struct A {
  typedef void Bar;
  void test();
};

template <typename U>
void A<U>::test() {
  auto lam1 = [] __host__ __device__ { return 4; };
}

int main() {
  A<int> xxx;
  xxx.test();
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
