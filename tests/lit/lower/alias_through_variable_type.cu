// A block-scope alias names a variable's type through decltype (`using
// Tuple = typename decltype(data)::Type;`), and that variable's declared
// type names another local alias (`Data<value_type> data;`), as AMReX's
// ParticleReduce writes.  The carried alias spells the variable's type,
// so the alias that type names travels into the wrapper too, before it.
// Before, the wrapper said `Data<value_type>` with no `value_type`.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class T> struct Data { using Type = T; T v; };
template <class F> __global__ void each(F f, double *o) { o[threadIdx.x] = f(threadIdx.x); }
// CHECK: using value_type=decltype(F()(0)); using Tuple=typename::cudalift::id_t<Data<value_type>>::Type;
template <class F> void sum(F f, double *o) {
  using value_type = decltype(F()(0));
  Data<value_type> data{0};
  using Tuple = typename decltype(data)::Type;
  each<<<1, 4>>>([=] __device__(int i) -> Tuple { return f(i) + data.v; }, o);
}
struct Half { __host__ __device__ double operator()(int i) const { return i * 0.5; } };
template void sum<Half>(Half, double *);
