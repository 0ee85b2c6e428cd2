// nvcc 13.0: error (line 11) "The enclosing parent function ("twice") for an extended __device__ lambda must not have deduced return type"
// Rule 7: a function template with `auto` return type, instantiated; the
// extended lambda sits in a plain lambda, so the template is its enclosing
// function.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename T>
auto twice(T v) {
  auto outer = [v] {
    // CHECK: r07_auto_template.cu:[[@LINE+1]]:14: error: enclosing function 'twice' has a deduced return type [R07]
    auto l = [v] __device__ { return v + v; }; // expected-error {{enclosing function 'twice' has a deduced return type}}
    return v;
  };
  return outer() * 2;
}

int main() { return twice(1); }
// RUN: %cudalift --check -verify %fast %s
