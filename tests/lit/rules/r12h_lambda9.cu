// nvcc 13.0: error (line 12) "An extended __device__ lambda cannot first-capture variable in constexpr-if context"
// Guide 5.3.7.4 rule 12, lambda9: `var` is first captured inside the
// if constexpr block.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int var = 4;
  auto lambda9 = [=] __device__ {
    int result = 0;
    if constexpr (false) {
      // CHECK: r12h_lambda9.cu:[[@LINE+1]]:17: error: 'var' is first captured inside an if constexpr block [R12h]
      result += var; // expected-error {{'var' is first captured inside an if constexpr block}}
    }
    return result;
  };
}
// RUN: %cudalift --check -verify %fast %s
