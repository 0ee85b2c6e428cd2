// nvcc 13.0: error (line 8) "__host__ __device__ extended lambdas cannot be generic lambdas"
// Rule 8: one `const auto &` parameter among concrete ones is enough; the
// annotation order __device__ __host__ is the same space.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  // CHECK: r08_generic_second_param.cu:[[@LINE+1]]:12: error: extended __host__ __device__ lambda is generic [R08]
  auto l = [] __device__ __host__ (int n, const auto &v) { return n; }; // expected-error {{extended __host__ __device__ lambda is generic}}
  l(1, 2.0);
}
// RUN: %cudalift --check -verify %fast %s
