// nvcc 13.0: error (line 10) "An extended __device__ lambda cannot be defined inside a generic lambda expression("operator()")."
// Rule 2: `const auto &` makes the lambda generic; a plain lambda in
// between does not hide it.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto outer = [] (int n, const auto &v) {
    auto mid = [] {
      // CHECK: r02_generic_const_ref.cu:[[@LINE+1]]:20: error: extended lambda defined inside a generic lambda (line [[@LINE-2]]) [R02]
      auto inner = [] __device__ { return 1; }; // expected-error {{extended lambda defined inside a generic lambda (line 7)}}
    };
    return n;
  };
  outer(1, 2);
}
// RUN: %cudalift --check -verify %fast %s
