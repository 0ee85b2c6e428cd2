// nvcc 13.0: error (line 8) "An extended __device__ lambda cannot capture variables by reference"
// Guide rule 12, lambda4: a by-reference init-capture `[&x = a]`.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int a = 1;
  // CHECK: r12a_ref_init_capture.cu:[[@LINE+1]]:19: error: extended lambda captures 'x' by reference [R12a]
  auto lambda4 = [&x = a] __device__ () { return x; }; // expected-error {{extended lambda captures 'x' by reference}}
}
// RUN: %cudalift --check -verify %fast %s
