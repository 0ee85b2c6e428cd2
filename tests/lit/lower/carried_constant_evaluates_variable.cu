// A local constant the body reads without capturing it, whose initializer
// evaluates a variable that is not a constant (a constexpr member function
// called on a local object): the wrapper at namespace scope cannot read
// that object, but outside a template clang computes the constant's value,
// and the constant travels as that value.  nvcc 13.0 --extended-lambda
// compiles the file; plain nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class F> __global__ void run(F f, int *out) { f((int)threadIdx.x, out); }
struct box {
  int unused;
  constexpr int size() const { return 4; }
  constexpr unsigned long wide() const { return 1ul << 40; }
};

// CHECK: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
// CHECK: {{^}}static constexpr unsigned __cudalift_kind = ::cudalift::device_lambda; static constexpr const int n = 4; static constexpr const unsigned long w = 1099511627776u; static constexpr const bool big = true;
void plain(int *out) {
  box b{};
  constexpr int n = b.size();
  const unsigned long w = b.wide();
  constexpr bool big = b.size() > 3;
  run<<<1, 4>>>([] __device__ (int i, int *o) { o[i] = i * n + (int)(w >> 40) + big; }, out);
}
