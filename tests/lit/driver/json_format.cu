// --format=json carries the whole model.
// RUN: %cudalift --print-lambdas --format=json %fast %s | FileCheck %s
struct Vec {
  float x;
  void scale(float s) {
    auto l = [=, *this] __host__ __device__ (float t) mutable -> float { return x * s * t; };
  }
};
// CHECK: {"file":"{{.*}}json_format.cu","lambdas":[{"index":0,"location":{"file":"{{.*}}json_format.cu","line":6,"column":14,
// CHECK-SAME: "space":"host-device","extended":true,"why":"annotated in a __host__ function","annotations":["__host__","__device__"],
// CHECK-SAME: "enclosing":{"name":"Vec::scale","usr":"c:@S@Vec@F@scale#f#","kind":"method","space":"host","access":"public",
// CHECK-SAME: "classes":[{"name":"Vec","unnamed":false,"local":false,"access":"none","template":false,"template_params":[]}]},
// CHECK-SAME: "parent":null,"capture_default":"=","captures":[{"name":"this","kind":"*this","type":"Vec",
// CHECK-SAME: {"name":"s","kind":"copy","type":"float","implicit":true,
// CHECK-SAME: "generic":false,"mutable":true,"constexpr":false,"trailing_return":true,"trailing_return_type":"float"
