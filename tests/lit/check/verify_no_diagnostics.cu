// expected-no-diagnostics: a clean file verifies; a dirty one does not.
// nvcc 13.0: accepted (the first RUN); the second copy has [&a]: rejected
// RUN: %cudalift --check -verify %fast %s
// RUN: sed 's/\[a\] __device__/[\&a] __device__/' %s > %t.cu
// RUN: %expect-exit 1 %cudalift --check -verify %fast %t.cu | FileCheck %s
// expected-no-diagnostics
void host_function() {
  int a = 1;
  auto l = [a] __device__ () { return a; };
}
// CHECK: error: 'error' diagnostics seen but not expected:
// CHECK-NEXT:   File {{.*}} Line 9: extended lambda captures 'a' by reference
