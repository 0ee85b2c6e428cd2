// nvcc 13.0: error (line 10) "The enclosing parent function ("Box") for an extended __device__ lambda must allow its address to be taken"
// Rule 4: constructor of a class template, instantiated from main.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename T>
struct Box {
  T v;
  Box() : v() {
    // CHECK: r04_constructor_class_template.cu:[[@LINE+1]]:14: error: enclosing function 'Box::Box' is a constructor; its address cannot be taken [R04]
    auto l = [] __device__ { return 0; }; // expected-error {{enclosing function 'Box::Box' is a constructor; its address cannot be taken}}
  }
};

int main() { Box<int> b; }
// RUN: %cudalift --check -verify %fast %s
