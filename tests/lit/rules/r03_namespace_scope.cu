// nvcc 13.0: error (line 8) "If an extended __host__ __device__ lambda is defined within the body of one or more nested lambda expressio..."
// Guide 5.3.7.4 rule 3: the outermost enclosing lambda is at namespace
// scope, so the extended lambda has no enclosing function.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

auto lambda1 = [] {
  // CHECK: r03_namespace_scope.cu:[[@LINE+1]]:18: error: extended lambda nested in a lambda that is not inside a function [R03]
  auto lambda2 = [] __host__ __device__ { }; // expected-error {{extended lambda nested in a lambda that is not inside a function}}
};
// RUN: %cudalift --check -verify %fast %s
