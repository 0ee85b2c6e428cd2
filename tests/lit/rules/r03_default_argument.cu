// nvcc 13.0: error (line 7) "If an extended __device__ lambda is defined within the body of one or more nested lambda expressions, each ..."
// Rule 3: the outermost lambda is a default argument.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

int pick(int v = [] {
  // CHECK: r03_default_argument.cu:[[@LINE+1]]:12: error: extended lambda nested in a lambda that is not inside a function [R03]
  auto l = [] __device__ { return 1; }; // expected-error {{extended lambda nested in a lambda that is not inside a function}}
  return 2;
}()) { return v; }

int main() { return pick(); }
// RUN: %cudalift --check -verify %fast %s
