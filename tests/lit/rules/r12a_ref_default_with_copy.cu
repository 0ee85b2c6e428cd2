// nvcc 13.0: error (line 9) "An extended __device__ lambda cannot capture variables by reference"
// Rule 12: `[&, a]` still has the '&' default even if only `a` (by value)
// is used.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int a = 1;
  // CHECK: r12a_ref_default_with_copy.cu:[[@LINE+1]]:12: error: extended lambda has the capture default '&' [R12a]
  auto l = [&, a] __device__ { return a; }; // expected-error {{extended lambda has the capture default '&'}}
}
// RUN: %cudalift --check -verify %fast %s
