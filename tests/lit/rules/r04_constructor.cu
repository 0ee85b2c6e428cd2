// nvcc 13.0: error (line 8) "The enclosing parent function ("MyStruct1") for an extended __device__ lambda must allow its address to be ..."
// Guide 5.3.7.4 rule 4, MyStruct1: a constructor's address cannot be taken.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct MyStruct1 {
  MyStruct1() {
    // CHECK: r04_constructor.cu:[[@LINE+1]]:20: error: enclosing function 'MyStruct1::MyStruct1' is a constructor; its address cannot be taken [R04]
    auto lambda4 = [] __device__ { return 0; }; // expected-error {{enclosing function 'MyStruct1::MyStruct1' is a constructor; its address cannot be taken}}
  }
};

int main() { MyStruct1 s; }
// RUN: %cudalift --check -verify %fast %s
