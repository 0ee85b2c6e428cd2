// nvcc 13.0: error (line 8) "If an extended __device__ lambda is defined within the body of one or more nested lambda expressions, each ..."
// Rule 3: the outermost lambda is in a default member initializer.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Config {
  int v = [] {
    // CHECK: r03_nsdmi.cu:[[@LINE+1]]:14: error: extended lambda nested in a lambda that is not inside a function [R03]
    auto l = [] __device__ { return 1; }; // expected-error {{extended lambda nested in a lambda that is not inside a function}}
    return 2;
  }();
};

int main() { Config c; return c.v; }
// RUN: %cudalift --check -verify %fast %s
