// nvcc 13.0: error (line 11) "An extended __device__ lambda cannot capture variables by reference" (2 errors)
// Rule 12: a `[&]` lambda spelled by a function-like macro, reported at the
// macro's use.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#define DEVICE_BODY(expr) [&] __device__ () { return expr; }

void host_function() {
  int a = 1;
  // CHECK: r12a_ref_default_macro.cu:[[@LINE+1]]:12: error: extended lambda has the capture default '&' [R12a]
  auto l = DEVICE_BODY(a + 1); // expected-error {{extended lambda has the capture default '&'}}
}
// RUN: %cudalift --check -verify %fast %s
