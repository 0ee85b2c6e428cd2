// nvcc 13.0: error (line 9) "An extended __device__ lambda cannot be defined inside an extended __host__ __device__ lambda expression("o..."
// Rule 1 holds through a plain lambda in between.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto outer = [] __host__ __device__ {
    auto mid = [] {
      // CHECK: r01_through_plain_lambda.cu:[[@LINE+1]]:20: error: extended lambda defined inside the extended __host__ __device__ lambda at line [[@LINE-2]] [R01]
      auto inner = [] __device__ { return 1; }; // expected-error {{extended lambda defined inside the extended __host__ __device__ lambda at line 6}}
    };
  };
}
// RUN: %cudalift --check -verify %fast %s
