// nvcc 13.0: error (line 8) "An extended __device__ lambda cannot capture variables by reference"
// Guide 5.3.7.4 rule 12, lambda3: capture by reference.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int a = 1;
  // CHECK: r12a_ref_capture.cu:[[@LINE+1]]:19: error: extended lambda captures 'a' by reference [R12a]
  auto lambda3 = [&a] __device__ () { return a; }; // expected-error {{extended lambda captures 'a' by reference}}
}
// RUN: %cudalift --check -verify %fast %s
