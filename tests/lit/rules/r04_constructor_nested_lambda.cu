// nvcc 13.0: error (line 12) "The enclosing parent function ("Widget") for an extended __device__ lambda must allow its address to be taken"
// Rule 4 through the enclosing-function algorithm: the extended lambda sits
// in a plain lambda inside a constructor, so its enclosing function is the
// constructor.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Widget {
  int n;
  Widget() : n(0) {
    auto outer = [] {
      // CHECK: r04_constructor_nested_lambda.cu:[[@LINE+1]]:20: error: enclosing function 'Widget::Widget' is a constructor; its address cannot be taken [R04]
      auto inner = [] __device__ { return 1; }; // expected-error {{enclosing function 'Widget::Widget' is a constructor; its address cannot be taken}}
    };
    outer();
  }
};

int main() { Widget w; }
// RUN: %cudalift --check -verify %fast %s
