// --format=json: key fields of the model for a nested, a generic, a macro
// produced and a template-dependent lambda (values derived as in the text
// tests; nvcc 13.0: outer device trait true, inner both traits false, gen
// both false, mac host-device trait true, dep device trait true).
// RUN: %cudalift --print-lambdas --format=json %fast %s | FileCheck %s

#define HD_LAMBDA [=] __host__ __device__

void host_function(int a) {
  auto outer = [a] __device__ {
    auto inner = [=] { return a; };
    return inner();
  };
  auto gen = [](auto x) mutable { return x; };
  auto mac = HD_LAMBDA { return a; };
}

template <class T> void dep(T t) {
  auto d = [t] __device__ { return t; };
}

// CHECK: "lambdas":[{"index":0,"location":{"file":"{{.*}}json_model.cu","line":10,"column":16,
// CHECK-SAME: "space":"device","extended":true,
// CHECK-SAME: "enclosing":{"name":"host_function",{{[^}]*}}"kind":"function","space":"host",
// CHECK-SAME: "parent":null,
// CHECK-SAME: "captures":[{"name":"a","kind":"copy","type":"int","implicit":false,
// CHECK-SAME: "generic":false,"mutable":false,
// CHECK-SAME: {"index":1,"location":{"file":"{{.*}}json_model.cu","line":11,"column":18,
// CHECK-SAME: "space":"device","extended":false,
// CHECK-SAME: "enclosing":{"name":"host_function",
// CHECK-SAME: "parent":0,
// CHECK-SAME: "captures":[{"name":"a","kind":"copy","type":"int","implicit":true,
// CHECK-SAME: {"index":2,"location":{"file":"{{.*}}json_model.cu","line":14,"column":14,
// CHECK-SAME: "space":"host","extended":false,
// CHECK-SAME: "parent":null,
// CHECK-SAME: "captures":[],"generic":true,"mutable":true,
// CHECK-SAME: {"index":3,"location":{"file":"{{.*}}json_model.cu","line":15,"column":14,
// CHECK-SAME: "space":"host-device","extended":true,
// CHECK-SAME: "captures":[{"name":"a","kind":"copy","type":"int","implicit":true,
// CHECK-SAME: "from_macro":true,
// CHECK-SAME: {"index":4,"location":{"file":"{{.*}}json_model.cu","line":19,"column":12,
// CHECK-SAME: "space":"device","extended":true,
// CHECK-SAME: "enclosing":{"name":"dep",{{[^}]*}}"template":true,
// CHECK-SAME: "captures":[{"name":"t","kind":"copy","type":"T","implicit":false,
// CHECK-SAME: "dependent":true
