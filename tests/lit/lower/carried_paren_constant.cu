// A local constant initialized with parentheses (`const int gridSize( 4 );`,
// TNL's matrix examples) that a lambda reads without capturing it travels
// into the wrapper as a static constexpr member, where `gridSize(4)` would
// declare a function: it is written `gridSize = (4)` (a value of
// arithmetic, enumeration or pointer type; `{...}` for others).  Before,
// the member read `static constexpr const int gridSize(4;` and nvcc said
// "expected a type specifier".  Braces and `=` stay as written.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast -std=c++17 %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -std=c++17 -c %t.cu -o %t.o
template <class F> __global__ void k(F f, double *o) { o[threadIdx.x] = f(threadIdx.x); }
enum class Side { left = 1, right = 2 };
template <class D> void run(double *o) {
  const int gridSize( 4 );
  const double half(0.5);
  const Side side( Side::right );
  const int twice{ 8 };
  const int three = 3;
  // CHECK-DAG: static constexpr const int gridSize = (4);
  // CHECK-DAG: static constexpr const double half = (0.5);
  // CHECK-DAG: static constexpr const Side side = (Side::right);
  // CHECK-DAG: static constexpr const int twice{8};
  // CHECK-DAG: static constexpr const int three = 3;
  auto f = [=] __host__ __device__(int i) -> double {
    return i % gridSize + twice + three + half * (int)side;
  };
  k<<<1, 4>>>(f, o);
}
template void run<int>(double *);
