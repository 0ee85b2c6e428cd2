// nvcc 13.0: error (line 10) "init-captures are not allowed for extended __host__ __device__ lambdas" (2 errors)
// Rule 12: direct-initialized init-captures `x(a)` and `y{a}` in a
// __host__ __device__ lambda are init-captures too (one diagnostic each).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int a = 1;
  // CHECK: r12f_hd_init_capture_forms.cu:[[@LINE+2]]:13: error: extended __host__ __device__ lambda has the init-capture 'x' [R12f]
  // CHECK: r12f_hd_init_capture_forms.cu:[[@LINE+1]]:19: error: extended __host__ __device__ lambda has the init-capture 'y' [R12f]
  auto l = [x(a), y{a}] __host__ __device__ () { return x + y; }; // expected-error {{extended __host__ __device__ lambda has the init-capture 'x'}} expected-error {{extended __host__ __device__ lambda has the init-capture 'y'}}
}
// RUN: %cudalift --check -verify %fast %s
