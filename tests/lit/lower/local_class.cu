// Classes and scoped enums declared in the enclosing function, named by a
// __device__ lambda's body, parameters or return type: each moves to
// namespace scope in a namespace of its own, under its own name, and an
// alias of that name takes its place in the function (and in the
// wrapper).  nvcc 13.0 --extended-lambda accepts this file; plain nvcc
// compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class F, class A> __global__ void apply(F f, A a) { f(a); }

// CHECK: namespace [[NS:__cudalift_T_[0-9a-f]+]] {
// CHECK-NEXT: #line [[@LINE+11]] "{{.*}}local_class.cu"
// CHECK-NEXT: struct Acc {
// CHECK: struct [[F:__cudalift_L_[0-9a-f]+]] {
// CHECK: using Acc = [[NS]]::Acc; static __device__ auto __cudalift_call(Acc a) {
// CHECK: __device__ auto operator()(Acc a) const {
// CHECK: namespace [[NE:__cudalift_T_[0-9a-f]+]] {
// CHECK-NEXT: #line [[@LINE+11]] "{{.*}}local_class.cu"
// CHECK-NEXT: enum class Mode { Add, Twice };
// CHECK: using Acc = [[NS]]::Acc; using Mode = [[NE]]::Mode;
// CHECK: int main() {
int main() {
  struct Acc {
    int sum;
    __device__ Acc(int s) : sum(s) {}
    __device__ int twice() const { return 2 * sum; }
  };
  // CHECK-NEXT: using Acc = [[NS]]::Acc{{$}}
  enum class Mode { Add, Twice };
  // CHECK: using Mode = [[NE]]::Mode;{{$}}
  auto f = [] __device__ (Acc a) { return Acc(a.twice()); };
  auto g = [] __device__ (int x) { Mode m = Mode::Twice; return m == Mode::Twice ? Acc(x).twice() : x; };
  Mode host_side = Mode::Add;
  apply<<<1, 1>>>(f, 1);
  apply<<<1, 1>>>(g, 2);
  return host_side == Mode::Add ? 0 : 1;
}
