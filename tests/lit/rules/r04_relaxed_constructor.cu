// nvcc 13.0: error (line 10) "The enclosing parent function ("MyStruct1") for an extended __device__ lambda must allow its address to be ..."
// --relaxed: a lambda in a constructor needs cudalift, not the constructor's address.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --check-prefix=STRICT
// RUN: %expect-exit 0 %cudalift --check --relaxed %fast %s | FileCheck %s --check-prefix=RELAXED --implicit-check-not=error: --implicit-check-not=warning:

struct MyStruct1 {
  MyStruct1() {
    // STRICT: r04_relaxed_constructor.cu:[[@LINE+2]]:20: error: enclosing function 'MyStruct1::MyStruct1' is a constructor; its address cannot be taken [R04]
    // RELAXED: r04_relaxed_constructor.cu:[[@LINE+1]]:20: note: enclosing function 'MyStruct1::MyStruct1' is a constructor; its address cannot be taken; accepted under --relaxed: this file now builds only through cudalift [R04]
    auto lambda4 = [] __device__ { return 0; }; // expected-error {{enclosing function 'MyStruct1::MyStruct1' is a constructor; its address cannot be taken}}
  }
};

int main() { MyStruct1 s; }
// RUN: %cudalift --check -verify %fast %s
