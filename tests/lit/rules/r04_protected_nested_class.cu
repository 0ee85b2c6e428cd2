// nvcc 13.0: error (line 10) "An extended __host__ __device__ lambda cannot be defined inside a class ("Inner") with private or protected..."
// Rule 4: a protected nested class.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Outer {
protected:
  struct Inner {
    void go() {
      // CHECK: r04_protected_nested_class.cu:[[@LINE+1]]:16: error: enclosing function 'Outer::Inner::go' is a member of class 'Inner', which has protected access within its enclosing class [R04]
      auto l = [] __host__ __device__ { return 1; }; // expected-error {{enclosing function 'Outer::Inner::go' is a member of class 'Inner', which has protected access within its enclosing class}}
    }
  };
};
// RUN: %cudalift --check -verify %fast %s
