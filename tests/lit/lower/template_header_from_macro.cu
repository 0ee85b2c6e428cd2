// The enclosing function template is declared by a macro (Catch2's
// TEMPLATE_TEST_CASE, cudax's MULTI_GPU_TEST write the template header
// in their replacement): the wrapper repeats the template parameters
// from what the parse knows, not from the macro's use in the file.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

#define TYPED_CHECK(name) template <typename TestType, int Scale> void name(int *out)

// CHECK: {{^}}template <class TestType, int Scale>
// CHECK-NEXT: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
TYPED_CHECK(scaled_check) {
  TestType base = 2;
  each<<<1, 4>>>([=] __device__ (int i) { return int(base * Scale) + i; }, out);
}

template void scaled_check<float, 3>(int *);
