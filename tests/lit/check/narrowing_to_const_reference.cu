// A braced list that narrows into a `const T &` constructor parameter
// (`P{i, i % 2 + 1}` with size_t i and `P(int const &, int const &)`,
// as cuCollections' pair is built in its tests): nvcc's front end says
// nothing (gcc, its host compiler, warns), clang makes it an error unless
// -Wno-c++11-narrowing-const-reference.  cudalift follows nvcc, here and
// inside a __device__ lambda.
// nvcc 13.0 --extended-lambda: compiles (a -Wnarrowing warning from gcc).
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.o
// RUN: %cudalift --check %fast %s 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: error
// CHECK-NOT: narrowed
typedef __SIZE_TYPE__ size_t;
struct P {
  int a, b;
  __host__ __device__ P(int const &x, int const &y) : a(x), b(y) {}
};
P host_pair(size_t i) { return P{i, i % 2 + 1}; }
template <class F> __global__ void k(F f, P *o) { *o = f(threadIdx.x); }
void run(P *o) {
  k<<<1, 1>>>([] __device__ (size_t i) { return P{i, i % 2 + 1}; }, o);
}
