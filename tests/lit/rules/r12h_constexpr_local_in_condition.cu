// nvcc 13.0: error (line 12) "An extended __device__ lambda cannot first-capture variable in constexpr-if context"
// Rule 12 as nvcc applies it: with a `[=]` default, naming a constexpr
// local in the if constexpr condition counts as its first capture (C++
// itself would not capture it: no odr-use).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  constexpr int N = 4;
  auto l = [=] __device__ {
    int local = 1;
    // CHECK: r12h_constexpr_local_in_condition.cu:[[@LINE+1]]:19: error: 'N' is first captured inside an if constexpr block [R12h]
    if constexpr (N > 2) { // expected-error {{'N' is first captured inside an if constexpr block}}
      local += 1;
    }
    return local;
  };
}
// RUN: %cudalift --check -verify %fast %s
