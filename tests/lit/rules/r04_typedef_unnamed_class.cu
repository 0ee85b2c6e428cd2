// nvcc 13.0: error (line 12) "The enclosing parent function ("go") for an extended __device__ lambda cannot be a member function of a cla..."
// clang 19 refuses this class ("anonymous non-C-compatible type given name
// for linkage purposes ... after its linkage was computed"); gcc does not,
// and cudalift reports R04 as nvcc does.
// Rule 4: `typedef struct { ... } Name;` gives the class a name for linkage
// purposes only; the class itself is still unnamed.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

typedef struct {
  void go() {
    // CHECK: r04_typedef_unnamed_class.cu:[[@LINE+1]]:14: error: enclosing function '{{.*}}go' is a member of an unnamed class [R04]
    auto l = [] __device__ { return 1; };
  }
} Tagless;

int main() { Tagless t; t.go(); }
