// nvcc 13.0: error (line 7) "__host__ __device__ extended lambdas cannot be generic lambdas"
// Guide rule 8, lambda2: a generic pack `auto...`.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  // CHECK: r08_generic_pack.cu:[[@LINE+1]]:18: error: extended __host__ __device__ lambda is generic [R08]
  auto lambda2 = [] __host__ __device__ (auto... i) { return sizeof...(i); }; // expected-error {{extended __host__ __device__ lambda is generic}}
}
// RUN: %cudalift --check -verify %fast %s
