// A member type of the enclosing class named in the lambda's parameter
// list (`KOKKOS_LAMBDA(const TeamType &team)` in a static member function
// of a class template, as Kokkos's tests write it): the wrapper's
// operator() names it through the class.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
struct Member { int rank; };
template <class F> __global__ void k(F f, int *o) { Member m{(int)threadIdx.x}; o[threadIdx.x] = f(m); }

// CHECK: operator()(const typename __Self::TeamType&team) const
template <class E> struct Tester {
  using TeamType = Member;
  static void run(int *o) {
    k<<<1, 2>>>([=] __device__ (const TeamType &team) { return team.rank * 10; }, o);
  }
};
template struct Tester<int>;
