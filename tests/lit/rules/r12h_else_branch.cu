// nvcc 13.0: error (line 12) "An extended __device__ lambda cannot first-capture variable in constexpr-if context"
// Rule 12: the first use is in the else branch of an if constexpr.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int var = 4;
  auto l = [=] __device__ {
    if constexpr (sizeof(long) == 1) {
      return 0;
    } else {
      // CHECK: r12h_else_branch.cu:[[@LINE+1]]:14: error: 'var' is first captured inside an if constexpr block [R12h]
      return var; // expected-error {{'var' is first captured inside an if constexpr block}}
    }
  };
}
// RUN: %cudalift --check -verify %fast %s
