// nvcc 13.0: error (line 8) "The enclosing parent function ("value") for an extended __device__ lambda must not have deduced return type"
// Rule 7: a public member function with `auto` return type.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Calc {
  auto value() const {
    // CHECK: r07_auto_member.cu:[[@LINE+1]]:14: error: enclosing function 'Calc::value' has a deduced return type [R07]
    auto l = [] __device__ { return 0; }; // expected-error {{enclosing function 'Calc::value' has a deduced return type}}
    return 1;
  }
};

int main() { Calc c; return c.value(); }
// RUN: %cudalift --check -verify %fast %s
