// nvcc 13.0: error (host compiler, line 11) "‘__T0’ was not declared in this scope; did you mean ‘__y0’?"
// Rule 11: `typename = std::enable_if_t<...>` is an unnamed (defaulted)
// template parameter.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <type_traits>

template <typename T, typename = std::enable_if_t<std::is_integral<T>::value>>
void launch(T v) {
  // CHECK: r09c_enable_if_default.cu:[[@LINE+1]]:12: error: enclosing template 'launch' has an unnamed template parameter (#2) [R09c]
  auto l = [v] __device__ { return v; }; // expected-error {{enclosing template 'launch' has an unnamed template parameter (#2)}}
}

int main() { launch(3); }
// RUN: %cudalift --check -verify %fast %s
