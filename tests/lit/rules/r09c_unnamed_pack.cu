// nvcc 13.0: error (host compiler, line 8) "‘__T0’ was not declared in this scope; did you mean ‘__y0’?" (3 errors)
// Rule 11: an unnamed parameter pack `typename...`.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename T, typename...>
void run(T v) {
  // CHECK: r09c_unnamed_pack.cu:[[@LINE+1]]:12: error: enclosing template 'run' has an unnamed template parameter (#2) [R09c]
  auto l = [v] __device__ { return v; }; // expected-error {{enclosing template 'run' has an unnamed template parameter (#2)}}
}

int main() { run<int, char, float>(1); }
// RUN: %cudalift --check -verify %fast %s
