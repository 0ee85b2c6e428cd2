// A lambda in the middle of a function-like macro's replacement text
// (`#define RUN(n, o, s) k<<<1, n>>>([=] __device__ ... , o)`): the macro
// use is replaced by its expansion with the wrapper's construction where
// the lambda was.  Subscripts and sizeof(int[2]) in the expansion are not
// taken for lambdas.  Two lambdas in the middle of one expansion (-DTWO)
// each become their wrapper's construction in the one replacement.
// nvcc 13.0 --extended-lambda accepts this file (and with -DTWO); plain
// nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -DTWO -c %s -o %t.two.ref.o
// RUN: %cudalift --emit-lowered=%t.two.cu %fast -DTWO %s
// RUN: FileCheck %s --check-prefix=TWO < %t.two.cu
// RUN: %nvcc-verdict -c %t.two.cu -o %t.two.o
// TWO: {{^}}  each<<<1,1>>>( ({{__cudalift_L_[0-9a-f]+}}{}) ,out),each<<<1,1>>>( ({{__cudalift_L_[0-9a-f]+}}{}) ,out);

template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
#define RUN(n, o, s) each<<<1, n>>>([=] __device__ (int i) { return i * s + (int)sizeof(int[2]); }, o)
#define PAIR(o) each<<<1, 1>>>([] __device__ (int i) { return i; }, o), each<<<1, 1>>>([] __device__ (int i) { return -i; }, o)

// CHECK: {{^}}void run(int *out, int s) { each<<<1,2>>>( ({{__cudalift_L_[0-9a-f]+}}{s}) ,out); int a[2] = {1, 2}; each<<<1,1>>>( ({{__cudalift_L_[0-9a-f]+}}{a}) ,out); }
void run(int *out, int s) { RUN(2, out, s); int a[2] = {1, 2}; RUN(1, out, a[1]); }

// The body comes from the expansion, with the argument in place:
// CHECK: {return i*s+(int)sizeof(int[2]);}
// CHECK: {return i*a[1]+(int)sizeof(int[2]);}

#ifdef TWO
void two(int *out) {
  PAIR(out);
}
#endif
