// nvcc 13.0: error (line 7) "__host__ __device__ extended lambdas cannot be generic lambdas"
// Guide 5.3.7.4 rule 8, lambda1: a generic __host__ __device__ lambda.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  // CHECK: r08_generic_auto.cu:[[@LINE+1]]:18: error: extended __host__ __device__ lambda is generic [R08]
  auto lambda1 = [] __host__ __device__ (auto i) { return i; }; // expected-error {{extended __host__ __device__ lambda is generic}}
}
// RUN: %cudalift --check -verify %fast %s
