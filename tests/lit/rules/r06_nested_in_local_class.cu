// nvcc 13.0: error (line 10) "The enclosing parent function ("go") for an extended __device__ lambda must not be defined inside another f..."
// Rule 6: a class nested in a local class is local too.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

int host_function() {
  struct Outer {
    struct Inner {
      int go() {
        // CHECK: r06_nested_in_local_class.cu:[[@LINE+1]]:18: error: enclosing function '{{.*}}go' is a member of a class defined inside a function [R06]
        auto l = [] __device__ { return 1; }; // expected-error {{go' is a member of a class defined inside a function}}
        return 1;
      }
    };
  };
  Outer::Inner i;
  return i.go();
}

int main() { return host_function(); }
// RUN: %cudalift --check -verify %fast %s
