// nvcc 13.0: accepted (warning, line 10: "argument is incompatible with corresponding format string conversion (expected type "int" but argument has type "double")")
// Guide 5.3.6.2: a conversion that does not match its argument prints garbage.
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %expect-exit 0 %cudalift --check %s | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

#include <cstdio>

__device__ void device_function(double x, float f, const char *s, int *p) {
  // CHECK: l2_type_mismatch.cu:[[@LINE+2]]:3: warning: device printf conversion '%d' expects int, but argument 1 has type 'double' [L2]
  // CHECK: l2_type_mismatch.cu:[[@LINE+1]]:3: warning: device printf conversion '%s' expects a char pointer, but argument 2 has type 'int *' [L2]
  printf("%d %s\n", x, p); // expected-warning {{device printf conversion '%d' expects int, but argument 1 has type 'double'}} expected-warning {{device printf conversion '%s' expects a char pointer, but argument 2 has type 'int *'}}
  // float is promoted to double: %f is right.  %p takes any pointer.
  printf("%f %5.2f %s %p %p %c %%\n", f, x, s, p, s, 'c');
}
// RUN: %cudalift --check -verify %fast %s
