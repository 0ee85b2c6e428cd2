// nvcc 13.0: error (host compiler, line 16) "could not convert template argument ‘&A<int>::test’ from ‘void (A<int>::*)()’ to ‘void (A<void>::*)()’"
// --relaxed: rule 5 exists only for nvcc's placeholder; cudalift notes it and exits 0.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --check-prefix=STRICT
// RUN: %expect-exit 0 %cudalift --check --relaxed %fast %s | FileCheck %s --check-prefix=RELAXED --implicit-check-not=error:
// RUN: %expect-exit 0 %cudalift --check --relaxed --format=sarif %fast %s | FileCheck %s --check-prefix=SARIF
// SARIF: "ruleId":"R05","ruleIndex":{{[0-9]+}},"level":"note"

template <typename T>
struct A {
  typedef void Bar;
  void test();
};

template <typename Bar>
void A<Bar>::test() {
  // STRICT: r05_relaxed.cu:[[@LINE+2]]:15: error: enclosing function 'A::test' names {{.*}} [R05]
  // RELAXED: r05_relaxed.cu:[[@LINE+1]]:15: note: enclosing function 'A::test' names {{.*}}; accepted under --relaxed: this file now builds only through cudalift [R05]
  auto lam1 = [] __host__ __device__ { return 4; }; // expected-error {{enclosing function 'A::test' names}}
}

int main() {
  A<int> xxx;
  xxx.test();
}
// RUN: %cudalift --check -verify %fast %s
