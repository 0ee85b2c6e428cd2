// A member type of the class around the lambda (or of its base) that
// begins a qualified name of a value: an enumerator
// (`DiagonalPolicy::DIAG_ONE`, MFEM's SparseMatrix naming Operator's enum)
// or a static member of a member class.  The wrapper writes `__Self::`
// before it, without `typename`, which would say the whole name is a type
// ("type name is not allowed"); a nested type keeps `typename`.  nvcc 13.0
// --extended-lambda compiles the file; the lowered file compiles with
// plain nvcc.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class F> __global__ void each(F f, int *o) { f(threadIdx.x, o); }
namespace lib {
struct Operator {
  enum DiagonalPolicy { DIAG_ZERO, DIAG_ONE };
  struct Limits { static constexpr int MAX = 4; using index = int; };
};
struct Sparse : Operator {
  // CHECK: {{^}}{ typename __Self::Limits::index k = 0; out[i] = (p == __Self::DiagonalPolicy::DIAG_ONE ? 1 : 0) + __Self::Limits::MAX + k; }
  void run(int *o, DiagonalPolicy p) {
    each<<<1, 3>>>([=] __device__ (int i, int *out) { Limits::index k = 0; out[i] = (p == DiagonalPolicy::DIAG_ONE ? 1 : 0) + Limits::MAX + k; }, o);
  }
};
}
