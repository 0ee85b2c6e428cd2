// nvcc 13.0: error (line 11) "The enclosing parent function ("go") for an extended __device__ lambda must not be defined inside another f..."
// Rule 6 with a __device__ lambda, the local class used, inside a member
// function of a namespace-scope class.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Host {
  int run() {
    struct Step {
      int go() {
        // CHECK: r06_local_class_called.cu:[[@LINE+1]]:18: error: enclosing function '{{.*}}go' is a member of a class defined inside a function [R06]
        auto l = [] __device__ { return 1; }; // expected-error {{go' is a member of a class defined inside a function}}
        return 1;
      }
    };
    Step s;
    return s.go();
  }
};

int main() { Host h; return h.run(); }
// RUN: %cudalift --check -verify %fast %s
