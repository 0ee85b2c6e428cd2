// nvcc 13.0: error (line 9) "An extended __device__ lambda cannot have init-captures with type std::initializer_list"
// Guide rule 12, lambda7: `x = {11}` deduces std::initializer_list<int>.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <initializer_list>

void host_function() {
  // CHECK: r12f_init_list_braced.cu:[[@LINE+1]]:19: error: init-capture 'x' has type std::initializer_list [R12f]
  auto lambda7 = [x = {11}] __device__ () { }; // expected-error {{init-capture 'x' has type std::initializer_list}}
}
// RUN: %cudalift --check -verify %fast %s
