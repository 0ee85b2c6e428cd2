// `decltype(v)` in an extended lambda's parameter list or trailing return
// type, `v` a local variable or parameter of the function around the
// lambda (hypre's reduction BoxLoops: `decltype(sum) &sum`, the parameter
// named as the variable): the wrapper, at namespace scope, cannot name `v`,
// so it spells the type `v` declares.  `decltype` of the lambda's own
// earlier parameter stays as written.  nvcc 13.0 --extended-lambda compiles
// the file; the lowered file compiles with plain nvcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: %cudalift --emit-lowered=%t/low.cu %fast %s
// RUN: FileCheck %s < %t/low.cu
// RUN: %nvcc-verdict -c %t/low.cu -o %t/low.o
template <typename T> struct Sum { T v; __host__ __device__ void add(T x) { v += x; } };
template <typename F> __global__ void kernel(int n, F f) {
  Sum<double> s{0};
  int i = threadIdx.x;
  if (i < n) f(i, 1.0, s);
}
template <typename F> void forall(int n, F f) { kernel<<<1, 128>>>(n, f); }
template <typename F> __global__ void kernel2(int n, F f) { if ((int)threadIdx.x < n) f(threadIdx.x, 1.0, 2.0); }
template <typename F> void forall2(int n, F f) { kernel2<<<1, 128>>>(n, f); }

// CHECK: operator()(int i, ::cudalift::id_t<double> x, ::cudalift::id_t<Sum<double>> &sum) const
void reduce(int n, double *y, double d) {
  Sum<double> sum{0};
  forall(n, [=] __device__ (int i, decltype(d) x, decltype(sum) &sum) { sum.add(x + y[i]); });
}

// CHECK: operator()(int i, double x, decltype(x) z) const -> ::cudalift::id_t<int>
void own(int n, double *y) {
  int k = 3;
  forall2(n, [=] __device__ (int i, double x, decltype(x) z) -> decltype(k) { y[i] = x + z; return 0; });
}
