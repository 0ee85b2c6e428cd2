// nvcc 13.0: error (line 10) "init-captures are not allowed for extended __host__ __device__ lambdas" (2 errors)
// Rule 12: `[&x = a]` on a __host__ __device__ lambda breaks two rules:
// capture by reference and init-capture.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int a = 1;
  // CHECK: r12f_hd_init_capture_ref.cu:[[@LINE+2]]:13: error: extended lambda captures 'x' by reference [R12a]
  // CHECK: r12f_hd_init_capture_ref.cu:[[@LINE+1]]:13: error: extended __host__ __device__ lambda has the init-capture 'x' [R12f]
  auto l = [&x = a] __host__ __device__ () { return x; }; // expected-error {{extended lambda captures 'x' by reference}} expected-error {{extended __host__ __device__ lambda has the init-capture 'x'}}
}
// RUN: %cudalift --check -verify %fast %s
