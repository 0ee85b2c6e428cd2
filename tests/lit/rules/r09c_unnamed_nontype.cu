// nvcc 13.0: error (host compiler, line 8) "‘__T0’ was not declared in this scope; did you mean ‘__y0’?"
// Guide rule 11, bar3: the second template parameter is unnamed.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename T, T>
void bar3() {
  // CHECK: r09c_unnamed_nontype.cu:[[@LINE+1]]:17: error: enclosing template 'bar3' has an unnamed template parameter (#2) [R09c]
  auto lambda = [] __device__ { return 10; }; // expected-error {{enclosing template 'bar3' has an unnamed template parameter (#2)}}
}

int main() { bar3<int, 1>(); }
// RUN: %cudalift --check -verify %fast %s
