// nvcc 13.0: error (line 11) "The enclosing parent function ("Maker") for an extended __device__ lambda must allow its address to be taken"
// Rule 4 with the lambda spelled by a macro: reported where the macro is
// used (the constructor's body), not at the #define.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#define DEVICE_LAMBDA [] __device__ { return 0; }

struct Maker {
  Maker() {
    // CHECK: r04_constructor_macro.cu:[[@LINE+1]]:14: error: enclosing function 'Maker::Maker' is a constructor; its address cannot be taken [R04]
    auto l = DEVICE_LAMBDA; // expected-error {{enclosing function 'Maker::Maker' is a constructor; its address cannot be taken}}
  }
};

int main() { Maker m; }
// RUN: %cudalift --check -verify %fast %s
