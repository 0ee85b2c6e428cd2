// A __host__ __device__ or __device__ lambda in a namespace-scope
// variable's initializer.  Plain nvcc refuses the annotation on a lambda,
// and without it the lambda is host only; the lowering makes it a class
// defined just before the declaration, whose operator() keeps the
// annotation, and the initializer an object of that class.  The call on the
// device through the closure type (default-constructible in C++20) then
// compiles.  nvcc 13.0 --extended-lambda accepts this file; plain nvcc
// compiles the lowered one.
// RUN: %nvcc-verdict -std=c++20 --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast -std=c++20 %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -std=c++20 -c %t.cu -o %t.o

// CHECK: {{^}}#line [[@LINE+3]] "
// CHECK-NEXT: {{^}}struct [[HD:__cudalift_N_[0-9a-f]+]] { __host__ __device__ auto operator()(int x) const { return x * x + 1; } };
// CHECK-NEXT: {{^}}#line [[@LINE+1]] "
auto square_plus = [] __host__ __device__ (int x) { return x * x + 1; };
// CHECK-NEXT: {{^}}auto square_plus = [[HD]]{};

namespace shapes {
// No parameter list, mutable, a trailing return type, a body over lines:
// CHECK: {{^}}#line [[@LINE+3]] "
// CHECK-NEXT: {{^}}struct [[D:__cudalift_N_[0-9a-f]+]] { __device__ auto operator()() ->long {
// CHECK: {{^}}#line [[@LINE+1]] "
static auto seven = [] __device__ mutable -> long {
  return 7;
};
// CHECK-NEXT: {{^}}static auto seven = [[D]]{};
}

__global__ void direct(long *out) {
  out[threadIdx.x] = decltype(square_plus){}(threadIdx.x) + decltype(shapes::seven){}();
}

int host_side() { return square_plus(5); }
