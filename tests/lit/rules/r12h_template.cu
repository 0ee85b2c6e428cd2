// nvcc 13.0: error (line 12) "An extended __device__ lambda cannot first-capture variable in constexpr-if context"
// Rule 12 in a function template: the condition depends on T; the
// template is instantiated.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename T>
void scale(T factor) {
  T var = factor;
  auto l = [=] __device__ (T x) {
    if constexpr (sizeof(T) > 1) {
      // CHECK: r12h_template.cu:[[@LINE+1]]:18: error: 'var' is first captured inside an if constexpr block [R12h]
      return x * var; // expected-error {{'var' is first captured inside an if constexpr block}}
    }
    return x;
  };
}

template void scale<int>(int);
// RUN: %cudalift --check -verify %fast %s
