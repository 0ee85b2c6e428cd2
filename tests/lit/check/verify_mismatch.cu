// -verify reports what was expected but not seen and what was seen but not
// expected, and exits 1.
// nvcc 13.0: error "...cannot capture variables by reference"
// RUN: %expect-exit 1 %cudalift --check -verify %fast %s | FileCheck %s
void host_function() {
  int a = 1;
  auto l = [&a] __device__ () { return a; };
  auto ok = [a] __device__ () { return a; }; // expected-error {{by reference}}
}
// CHECK: error: 'error' diagnostics expected but not seen:
// CHECK-NEXT:   File {{.*}}verify_mismatch.cu Line 8: by reference
// CHECK-NEXT: error: 'error' diagnostics seen but not expected:
// CHECK-NEXT:   File {{.*}}verify_mismatch.cu Line 7: extended lambda captures 'a' by reference
