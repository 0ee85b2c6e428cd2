// nvcc 13.0: error (line 12) "An extended __device__ lambda cannot be defined inside a class ("B") with private or protected access withi..."
// Rule 4: every enclosing class must be public in its parent; here the
// middle class of three is private, the innermost is public within it.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct A {
private:
  struct B {
    struct C {
      void go() {
        // CHECK: r04_private_nested_class_deep.cu:[[@LINE+1]]:18: error: enclosing function 'A::B::C::go' is a member of class 'B', which has private access within its enclosing class [R04]
        auto l = [] __device__ { return 1; }; // expected-error {{enclosing function 'A::B::C::go' is a member of class 'B', which has private access within its enclosing class}}
      }
    };
  };
};
// RUN: %cudalift --check -verify %fast %s
