// nvcc 13.0: error (line 9) "The enclosing parent function ("bar") for an extended __host__ __device__ lambda must not be defined inside..."
// Guide 5.3.7.4 rule 6: bar() is a member of a class local to a function.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  struct MyStruct {
    void bar() {
      // CHECK: r06_local_class.cu:[[@LINE+1]]:22: error: enclosing function '{{.*}}bar' is a member of a class defined inside a function [R06]
      auto lambda2 = [] __host__ __device__ { return 0; }; // expected-error {{bar' is a member of a class defined inside a function}}
    }
  };
}
// RUN: %cudalift --check -verify %fast %s
