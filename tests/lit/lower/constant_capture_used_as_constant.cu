// A generic extended lambda names a constexpr local of its function, in an
// expression that depends on the lambda's parameter (so C++ captures it)
// and as an array bound and a template argument (where the body needs it
// as a constant).  The wrapper's member is the closure's copy under a name
// of its own; the value also comes as a template argument, which the body
// declares again as a constexpr local of the variable's name.  Before,
// the bound named the member: "expression must have a constant value".
// An odr-use (a reference bound to the constant) reads the local.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast -std=c++17 %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -std=c++17 -c %t.cu -o %t.o
template <class F> __global__ void run(F f, int *o) { f(threadIdx.x, o); }
template <int N> struct Width { static constexpr int value = N; };
__device__ const int &pick(const int &a, const int &b) { return a < b ? a : b; }

// CHECK: {{^}}template <auto __V0>
// CHECK: decltype(__V0) __cudalift_k0;
// CHECK-SAME: { constexpr decltype(__V0) num_levels = __V0;
// CHECK: {{^}}    int local_hist[num_levels - 1] = {};
// CHECK: {{^}}  auto l = (typename __cudalift_L_{{[0-9a-f]+}}<num_levels>::__cudalift_f{num_levels}){{$}}
void histogram(int *o) {
  constexpr int num_levels = 5;
  auto l = [=] __device__(auto i, int *out) {
    int local_hist[num_levels - 1] = {};
    local_hist[i % (num_levels - 1)] += num_levels;
    out[i] = local_hist[i % (num_levels - 1)] + Width<num_levels>::value;
  };
  run<<<1, 3>>>(l, o);
}

// An explicit capture of a const integral with a constant initialiser,
// odr-used through a reference: the same shape.
// CHECK: {{^}}template <auto __V0>
// CHECK: { constexpr decltype(__V0) limit = __V0;
// CHECK: {{^}}  auto l = (typename __cudalift_L_{{[0-9a-f]+}}<limit>::__cudalift_f{limit}){{$}}
void odr(int *o) {
  const int limit = 2;
  auto l = [limit] __device__(int i, int *out) {
    const int &r = limit;
    out[i] = pick(i, limit) + r + Width<limit>::value;
  };
  run<<<1, 3>>>(l, o);
}
