// nvcc 13.0: error (line 13) "An extended __host__ __device__ lambda cannot first-capture variable in constexpr-if context"
// Rule 12: a __host__ __device__ lambda, the use in a taken branch and a
// nested block.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int var = 4;
  auto l = [=] __host__ __device__ {
    int result = 0;
    if constexpr (sizeof(int) == 4) {
      {
        // CHECK: r12h_hd_true_branch.cu:[[@LINE+1]]:19: error: 'var' is first captured inside an if constexpr block [R12h]
        result += var; // expected-error {{'var' is first captured inside an if constexpr block}}
      }
    }
    return result;
  };
}
// RUN: %cudalift --check -verify %fast %s
