// A block-scope type alias that names a variable of the enclosing function
// inside an unevaluated operand (`using R = decltype(fetch(0, 0));`), used
// in a __device__ lambda's body.  The alias travels into the wrapper as a
// member; the variable is not there (or is a member declared later), so
// cudalift writes what the operand needs, the variable's type:
// `decltype(v)` becomes v's declared type, any other `v` an lvalue of it
// (`::cudalift::lvalue_of<T>()`).  Constants stay as they are (they may be
// array bounds).  nvcc 13.0 --extended-lambda accepts this file; plain nvcc
// compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// CHECK: {{^}}template <class Fetch>
// CHECK-NEXT: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
// CHECK: using R=decltype(::cudalift::lvalue_of<const Fetch &>()(0,0)); using P=::cudalift::id_t<const Fetch &>;
template <class Fetch> void run(const Fetch &fetch, int *out) {
  using R = decltype(fetch(0, 0));
  using P = decltype(fetch);
  each<<<1, 2>>>([=] __device__ (int i) { P f = fetch; R v = f(i, 1); return (int)v; }, out);
}

// Not in a template, with constants beside it: the constants stay, a
// `static const` one (RAJA's benchmarks size their tiles so) as well.
// CHECK: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
// CHECK: static constexpr int n=4; static constexpr const int m=2; using A=decltype(+::cudalift::lvalue_of<int[4]>()[0]); using E=decltype(::cudalift::lvalue_of<float *>()[n+m]);
void plain(int *out, float *data) {
  constexpr int n = 4;
  static const int m = 2;
  int table[n] = {1, 2, 3, 4};
  using A = decltype(+table[0]);
  using E = decltype(data[n + m]);
  each<<<1, 2>>>([=] __device__ (int i) { A t = table[i]; E x = data[i]; return t + (int)x; }, out);
}

struct get { __host__ __device__ long operator()(int a, int b) const { return a * 10 + b; } };
template void run<get>(const get &, int *);
