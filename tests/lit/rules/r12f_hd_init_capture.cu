// nvcc 13.0: error (line 8) "init-captures are not allowed for extended __host__ __device__ lambdas"
// Guide 5.3.7.4 rule 12, lambda2: no init-captures in an extended
// __host__ __device__ lambda.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  // CHECK: r12f_hd_init_capture.cu:[[@LINE+1]]:19: error: extended __host__ __device__ lambda has the init-capture 'x' [R12f]
  auto lambda2 = [x = 1] __host__ __device__ () { return x; }; // expected-error {{extended __host__ __device__ lambda has the init-capture 'x'}}
}
// RUN: %cudalift --check -verify %fast %s
