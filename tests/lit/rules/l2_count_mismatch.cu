// nvcc 13.0: accepted (warning, line 9: "the format string requires additional arguments")
// Guide 5.3.6.2: the format and the arguments must agree in number.
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

#include <cstdio>

__global__ void kernel(int a, int w) {
  // CHECK: l2_count_mismatch.cu:[[@LINE+1]]:3: warning: device printf format asks for 2 arguments; the call passes 1 [L2]
  printf("%d %d\n", a); // expected-warning {{device printf format asks for 2 arguments; the call passes 1}}
  // CHECK: l2_count_mismatch.cu:[[@LINE+1]]:3: warning: device printf format asks for 1 arguments; the call passes 2 [L2]
  printf("%d\n", a, a); // expected-warning {{device printf format asks for 1 arguments; the call passes 2}}
  // A '*' width takes an argument of its own.
  printf("%*d\n", w, a);
}
// RUN: %cudalift --check -verify %fast %s
