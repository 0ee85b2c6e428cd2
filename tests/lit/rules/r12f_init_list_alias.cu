// nvcc 13.0: error (line 12) "An extended __device__ lambda cannot have init-captures with type std::initializer_list"
// Rule 12: the initializer_list type hidden behind an alias.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <initializer_list>

using Ints = std::initializer_list<int>;

void host_function() {
  Ints b = {1, 2};
  // CHECK: r12f_init_list_alias.cu:[[@LINE+1]]:13: error: init-capture 'x' has type std::initializer_list [R12f]
  auto l = [x = b] __device__ () { return x.size(); }; // expected-error {{init-capture 'x' has type std::initializer_list}}
}
// RUN: %cudalift --check -verify %fast %s
