// nvcc 13.0: error (host compiler, line 9) "‘__T0’ was not declared in this scope; did you mean ‘__y0’?" (3 errors)
// Rule 11 on a member template of a plain class.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Runner {
  template <typename T, typename = void>
  void run(T v) {
    // CHECK: r09c_member_template_unnamed.cu:[[@LINE+1]]:14: error: enclosing template 'Runner::run' has an unnamed template parameter (#2) [R09c]
    auto l = [v] __device__ { return v; }; // expected-error {{enclosing template 'Runner::run' has an unnamed template parameter (#2)}}
  }
};

int main() { Runner r; r.run(1); }
// RUN: %cudalift --check -verify %fast %s
