// nvcc 13.0: error (line 9) "An extended __host__ __device__ lambda cannot be defined inside an extended __host__ __device__ lambda expr..."
// Guide 5.3.7.4 rule 1: an extended lambda inside an extended
// __host__ __device__ lambda.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto lambda1 = [] __host__ __device__ {
    // CHECK: r01_hd_in_hd.cu:[[@LINE+1]]:20: error: extended lambda defined inside the extended __host__ __device__ lambda at line [[@LINE-1]] [R01]
    auto lambda2 = [] __host__ __device__ { }; // expected-error {{extended lambda defined inside the extended __host__ __device__ lambda at line 7}}
  };
}
// RUN: %cudalift --check -verify %fast %s
