// nvcc 13.0: error (line 9) "The enclosing parent function ("go") for an extended __host__ __device__ lambda cannot be a member function..."
// Rule 4: an unnamed class nested in a named one (a member's type).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Named {
  struct {
    void go() {
      // CHECK: r04_unnamed_nested_class.cu:[[@LINE+1]]:16: error: enclosing function '{{.*}}go' is a member of an unnamed class [R04]
      auto l = [] __host__ __device__ { return 1; }; // expected-error {{go' is a member of an unnamed class}}
    }
  } part;
};

int main() { Named n; n.part.go(); }
// RUN: %cudalift --check -verify %fast %s
