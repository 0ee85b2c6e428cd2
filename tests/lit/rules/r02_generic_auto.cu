// nvcc 13.0: error (line 9) "An extended __host__ __device__ lambda cannot be defined inside a generic lambda expression("operator()")."
// Guide 5.3.7.4 rule 2: an extended lambda inside a generic lambda, even
// one that is never called.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto lambda1 = [] (auto) {
    // CHECK: r02_generic_auto.cu:[[@LINE+1]]:20: error: extended lambda defined inside a generic lambda (line [[@LINE-1]]) [R02]
    auto lambda2 = [] __host__ __device__ { }; // expected-error {{extended lambda defined inside a generic lambda (line 7)}}
  };
}
// RUN: %cudalift --check -verify %fast %s
