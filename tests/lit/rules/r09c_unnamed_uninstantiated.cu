// nvcc 13.0: error (host compiler, line 9) "‘__T0’ was not declared in this scope; did you mean ‘__y0’?"
// Rule 11 on the guide's bar3 never instantiated: nvcc's host code for the
// definition already fails.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename T, T>
void bar3() {
  // CHECK: r09c_unnamed_uninstantiated.cu:[[@LINE+1]]:17: error: enclosing template 'bar3' has an unnamed template parameter (#2) [R09c]
  auto lambda = [] __device__ { return 10; }; // expected-error {{enclosing template 'bar3' has an unnamed template parameter (#2)}}
}
// RUN: %cudalift --check -verify %fast %s
