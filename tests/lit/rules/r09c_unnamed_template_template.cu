// nvcc 13.0: error (host compiler, line 12) "‘__T0’ was not declared in this scope; did you mean ‘__y0’?"
// Rule 11: an unnamed template template parameter (its own parameter
// `typename` may stay unnamed: that belongs to the template template
// parameter, not to the enclosing template).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename> struct Wrap {};

template <template <typename> class, typename T>
void run(T v) {
  // CHECK: r09c_unnamed_template_template.cu:[[@LINE+1]]:12: error: enclosing template 'run' has an unnamed template parameter (#1) [R09c]
  auto l = [v] __device__ { return v; }; // expected-error {{enclosing template 'run' has an unnamed template parameter (#1)}}
}

int main() { run<Wrap>(1); }
// RUN: %cudalift --check -verify %fast %s
