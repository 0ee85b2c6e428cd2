// nvcc 13.0: error (line 9) "An extended __device__ lambda cannot be defined inside an extended __host__ __device__ lambda expression("o..."
// Rule 1: a __device__ extended lambda inside an extended
// __host__ __device__ lambda.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto outer = [] __host__ __device__ (int x) {
    // CHECK: r01_device_in_hd.cu:[[@LINE+1]]:18: error: extended lambda defined inside the extended __host__ __device__ lambda at line [[@LINE-1]] [R01]
    auto inner = [x] __device__ { return x; }; // expected-error {{extended lambda defined inside the extended __host__ __device__ lambda at line 7}}
    return x;
  };
}
// RUN: %cudalift --check -verify %fast %s
