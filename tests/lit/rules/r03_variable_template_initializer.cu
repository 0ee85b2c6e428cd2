// nvcc 13.0: error (line 8) "If an extended __device__ lambda is defined within the body of one or more nested lambda expressions..."
// Rule 3: the outermost lambda is in a variable template's initializer,
// not in a function body.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> auto make = [] {
  // CHECK: r03_variable_template_initializer.cu:[[@LINE+1]]:12: error: extended lambda nested in a lambda that is not inside a function [R03]
  auto l = [] __device__ () { return 1; };
  return 0;
};

int host_function() { return make<int>(); }
