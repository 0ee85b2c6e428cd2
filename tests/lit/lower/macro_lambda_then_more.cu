// A macro whose expansion starts with the lambda and goes on past it
// (Ginkgo's `GKO_KERNEL_REDUCE_SUM(T)`: a reduction's lambda, then its
// identity `T{}`, as two arguments of the call the use stands in): the use
// is replaced by the wrapper's construction followed by the rest of the
// expansion.  A macro that is the lambda alone is replaced as before.
// nvcc 13.0 --extended-lambda accepts this file; plain nvcc compiles the
// lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

#define REDUCE_SUM(T) \
   [] __device__ (auto a, auto b) { return a + b; }, \
   T {}
#define SCALE_BY(s) [=] __device__ (int i) { return i * (s); }

template <class Op, class T>
__global__ void k(Op op, T identity, T *out) { *out = op(identity, T{1}); }

template <class Op, class T>
void reduce(Op op, T identity, T *out) { k<<<1, 1>>>(op, identity, out); }

template <class F>
__global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// CHECK: {{^}}void sum(T *out) { reduce( (typename __cudalift_L_{{[0-9a-f]+}}<T>::__cudalift_f{}) ,T{}, out); }
template <class T>
void sum(T *out) { reduce(REDUCE_SUM(T), out); }
template void sum<int>(int *);
template void sum<double>(double *);

// CHECK: {{^}}void scale(int *out, int s) { each<<<1, 4>>>(({{__cudalift_L_[0-9a-f]+}}{s}), out); }
void scale(int *out, int s) { each<<<1, 4>>>(SCALE_BY(s), out); }
