// Captures the wrapper must spell differently from how they are written:
// structured bindings (`auto [x, y] = p;`, captured by copy, a C++20
// extension clang warns about in C++17 and nvcc accepts), and function
// parameters declared as arrays (`int a[10]`, `const float m[][4]`), which
// are pointers: the member is a pointer, not an array.  A local array is
// still copied as an array.  nvcc 13.0 --extended-lambda accepts this
// file; plain nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: captured structured bindings are a C++20 extension
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: %cudalift --print-lambdas %fast %s 2>/dev/null | FileCheck %s --check-prefix=LIST
// LIST: lambda space=device extended=yes enclosing=bindings captures=x,y
// LIST: lambda space=device extended=yes enclosing=arrays captures=a,m
// LIST: lambda space=device extended=yes enclosing=arrays captures=a,m
// LIST: lambda space=device extended=yes enclosing=arrays captures=local,a

struct P { int a, b; };
template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// CHECK: ::cudalift::id_t<int> x; ::cudalift::id_t<int> y;
void bindings(int *out, P p) {
  auto [x, y] = p;
  each<<<1, 2>>>([=] __device__ (int i) { return i + x * y; }, out);
}

// CHECK: ::cudalift::id_t<::cudalift::id_t<int> *> a; ::cudalift::id_t<::cudalift::id_t<const float[4]> *> m;
// CHECK: ::cudalift::id_t<::cudalift::id_t<int> *> a; ::cudalift::id_t<::cudalift::id_t<const float[4]> *> m;
// CHECK: ::cudalift::id_t<int[3]> local; ::cudalift::id_t<::cudalift::id_t<int> *> a;
void arrays(int *out, int a[10], const float m[][4]) {
  each<<<1, 2>>>([=] __device__ (int i) { return a[i] + (int)m[i][1]; }, out);
  each<<<1, 2>>>([a, m] __device__ (int i) { return a[i] + (int)m[i][1]; }, out);
  int local[3] = {1, 2, 3};
  each<<<1, 2>>>([=] __device__ (int i) { return local[i] + a[0]; }, out);
}
