// nvcc 13.0: error (line 10) "An extended __device__ lambda cannot have init-captures with type std::initializer_list"
// Guide rule 12, lambda8: init-capture copied from an initializer_list.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <initializer_list>

void host_function() {
  std::initializer_list<int> b = {11, 22, 33};
  // CHECK: r12f_init_list_variable.cu:[[@LINE+1]]:19: error: init-capture 'x' has type std::initializer_list [R12f]
  auto lambda8 = [x = b] __device__ () { }; // expected-error {{init-capture 'x' has type std::initializer_list}}
}
// RUN: %cudalift --check -verify %fast %s
