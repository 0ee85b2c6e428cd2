// nvcc 13.0: error (line 7) "The enclosing parent function ("host_function") for an extended __host__ __device__ lambda must not have de..."
// Guide 5.3.7.4 rule 7: the enclosing function has a deduced return type.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

auto host_function() {
  // CHECK: r07_auto_return.cu:[[@LINE+1]]:18: error: enclosing function 'host_function' has a deduced return type [R07]
  auto lambda3 = [] __host__ __device__ { return 0; }; // expected-error {{enclosing function 'host_function' has a deduced return type}}
}
// RUN: %cudalift --check -verify %fast %s
