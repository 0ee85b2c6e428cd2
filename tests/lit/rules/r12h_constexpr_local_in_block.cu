// nvcc 13.0: error (line 12) "An extended __device__ lambda cannot first-capture variable in constexpr-if context"
// Rule 12 as nvcc applies it: with a `[=]` default, a constexpr local
// first named inside the if constexpr block counts as first captured there.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  constexpr int N = 4;
  auto l = [=] __device__ {
    int local = 1;
    if constexpr (true) {
      // CHECK: r12h_constexpr_local_in_block.cu:[[@LINE+1]]:16: error: 'N' is first captured inside an if constexpr block [R12h]
      local += N; // expected-error {{'N' is first captured inside an if constexpr block}}
    }
    return local;
  };
}
// RUN: %cudalift --check -verify %fast %s
