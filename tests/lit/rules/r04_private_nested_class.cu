// nvcc 13.0: error (line 10) "An extended __device__ lambda cannot be defined inside a class ("MyStruct3") with private or protected acce..."
// Guide rule 4, MyStruct2::MyStruct3::foo: the nested class is private in
// its enclosing class (MyStruct2::foo alone is the private_member test).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class MyStruct2 {
  struct MyStruct3 {
    void foo() {
      // CHECK: r04_private_nested_class.cu:[[@LINE+1]]:20: error: enclosing function 'MyStruct2::MyStruct3::foo' is a member of class 'MyStruct3', which has private access within its enclosing class [R04]
      auto temp1 = [] __device__ { return 10; }; // expected-error {{enclosing function 'MyStruct2::MyStruct3::foo' is a member of class 'MyStruct3', which has private access within its enclosing class}}
    }
  };
};
// RUN: %cudalift --check -verify %fast %s
