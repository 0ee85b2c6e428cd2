// nvcc 13.0: error (line 9) "An extended __device__ lambda cannot be defined inside a generic lambda expression("operator()")."
// Rule 2 with a generic pack `auto...` and a __device__ inner lambda,
// called.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto outer = [] (auto... xs) {
    // CHECK: r02_generic_pack.cu:[[@LINE+1]]:18: error: extended lambda defined inside a generic lambda (line [[@LINE-1]]) [R02]
    auto inner = [] __device__ { return 1; }; // expected-error {{extended lambda defined inside a generic lambda (line 7)}}
    return sizeof...(xs);
  };
  outer(1, 2.0);
}
// RUN: %cudalift --check -verify %fast %s
