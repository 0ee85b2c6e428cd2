// nvcc 13.0: accepted
// An initializer_list captured by copy (not an init-capture): rule 12
// names init-captures only; see what nvcc does.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

#include <initializer_list>

void host_function() {
  std::initializer_list<int> b = {11, 22, 33};
  auto l = [b] __device__ () { return b.size(); };
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
