// nvcc 13.0: error (line 8) "An extended __device__ lambda cannot capture variables by reference" (2 errors)
// Rule 12: the `[&]` capture default, with a variable captured through it.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int a = 1;
  // CHECK: r12a_ref_default.cu:[[@LINE+1]]:12: error: extended lambda has the capture default '&' [R12a]
  auto l = [&] __device__ () { return a; }; // expected-error {{extended lambda has the capture default '&'}}
}
// RUN: %cudalift --check -verify %fast %s
