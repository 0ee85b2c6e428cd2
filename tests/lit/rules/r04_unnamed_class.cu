// nvcc 13.0: error (line 8) "The enclosing parent function ("go") for an extended __device__ lambda cannot be a member function of a cla..."
// Rule 4: all enclosing classes must be named.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct {
  void go() {
    // CHECK: r04_unnamed_class.cu:[[@LINE+1]]:14: error: enclosing function '{{.*}}go' is a member of an unnamed class [R04]
    auto l = [] __device__ { return 1; }; // expected-error {{go' is a member of an unnamed class}}
  }
} anon;

int main() { anon.go(); }
// RUN: %cudalift --check -verify %fast %s
