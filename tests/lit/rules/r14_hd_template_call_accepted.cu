// nvcc 13.0: accepted
// A __host__ __device__ function template calls a __device__ lambda, as
// RAJA's and Kokkos's dispatch layers do, and host code instantiates it
// (here in a branch that never runs).  nvcc checks the targets of calls in
// a __host__ __device__ function only when it is not a template, so this
// is not R14 and not a wrong-side call; clang's error on the instantiation
// is dropped.  The non-template case stays an error, as in nvcc.
// RUN: %cudalift --check %fast %s
// RUN: %expect-exit 1 %cudalift --check %fast -DNON_TEMPLATE %s | FileCheck %s --implicit-check-not=error:
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.o
// RUN: %expect-exit 2 %nvcc-verdict --extended-lambda -c -DNON_TEMPLATE %s -o %t.bad.o

template <class F> __host__ __device__ void invoke(F f, int i) { f(i); }
template <class F> __global__ void kernel(F f) { invoke(f, threadIdx.x); }

void host_function(int *out) {
  auto l = [=] __device__ (int i) { out[i] = i * 3; };
  kernel<<<1, 4>>>(l);
  if (out == nullptr)
    invoke(l, 0);
}

#ifdef NON_TEMPLATE
__device__ int twice(int x) { return 2 * x; }
// CHECK: r14_hd_template_call_accepted.cu:[[@LINE+1]]:52: error: reference to __device__ function 'twice' in __host__ __device__ function
__host__ __device__ int call_twice(int x) { return twice(x); }
int host_caller() { return call_twice(1); }
#endif
