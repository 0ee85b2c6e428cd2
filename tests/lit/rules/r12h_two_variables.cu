// nvcc 13.0: error (line 12) "An extended __device__ lambda cannot first-capture variable in constexpr-if context"
// Rule 12: only the variables whose first use is inside the block count;
// `a` is used before, `b` first inside.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int a = 1, b = 2;
  auto l = [=] __device__ {
    int r = a;
    if constexpr (true) {
      // CHECK: r12h_two_variables.cu:[[@LINE+1]]:16: error: 'b' is first captured inside an if constexpr block [R12h]
      r += a + b; // expected-error {{'b' is first captured inside an if constexpr block}}
    }
    return r;
  };
}
// RUN: %cudalift --check -verify %fast %s
