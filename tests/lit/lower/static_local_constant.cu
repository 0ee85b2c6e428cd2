// A static local constant that the body reads without capturing it,
// whatever the order of its specifiers (`constexpr static int VDIM = 3;`,
// as MFEM's partial-assembly kernels write it, `static constexpr`, `static
// const`): the wrapper carries it as a static constexpr member, `static`
// taken from where it stands.  A static local that is not const is still
// refused: the wrapper cannot share it.  Each declarator of one
// declaration (`static constexpr int VDIM = 2, DIM = 2;`) is carried with
// the shared specifiers.  nvcc 13.0 --extended-lambda
// compiles the file; the lowered file compiles with plain nvcc.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class F> __global__ void each(F f, int *o) { f(threadIdx.x, o); }
// CHECK: static constexpr int VDIM = 3; static constexpr int W = 2; static constexpr const int H = 4;
void run(int *o) {
  constexpr static int VDIM = 3;
  static constexpr int W = 2;
  static const int H = 4;
  each<<<1, 3>>>([=] __device__ (int i, int *out) { out[i] = VDIM * W * H + i; }, o);
}

// CHECK: static constexpr int A=2; static constexpr int B=3;
void two(int *o) {
  static constexpr int A = 2, B = 3;
  each<<<1, 3>>>([=] __device__ (int i, int *out) { out[i] = A * B + i; }, o);
}
