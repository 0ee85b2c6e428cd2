// --check --format=json: the findings as data, one {"files":[...]} document.
// nvcc 13.0: error "The enclosing parent function ("MyStruct1") for an extended __device__ lambda must allow its address to be taken"
// RUN: %expect-exit 1 %cudalift --check --format=json %fast %s | FileCheck %s
struct MyStruct1 {
  MyStruct1() {
    auto lambda4 = [] __device__ { return 0; };
  }
};
// CHECK: {"files":[{"file":"{{.*}}format_json.cu","diagnostics":[{"id":"R04","severity":"error",
// CHECK-SAME: "message":"enclosing function 'MyStruct1::MyStruct1' is a constructor; its address cannot be taken",
// CHECK-SAME: "location":{"file":"{{.*}}format_json.cu","line":6,"column":20},"guide":"5.3.7.4 rule 4",
// CHECK-SAME: "hint":"move the code into a public member function and call it from here",
// CHECK-SAME: "note":{"message":"'MyStruct1::MyStruct1' is declared here","location":{"file":"{{.*}}format_json.cu","line":5,"column":3}}}],"messages":[]}]}
