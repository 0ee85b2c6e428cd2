// nvcc 13.0: error (line 8) "The enclosing parent function ("foo") for an extended __device__ lambda cannot have private or protected ac..."
// Guide rule 4, MyStruct2::foo: a class's members are private by default.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class MyStruct2 {
  void foo() {
    // CHECK: r04_private_member.cu:[[@LINE+1]]:18: error: enclosing function 'MyStruct2::foo' has private access within its class [R04]
    auto temp1 = [] __device__ { return 10; }; // expected-error {{enclosing function 'MyStruct2::foo' has private access within its class}}
  }
};
// RUN: %cudalift --check -verify %fast %s
