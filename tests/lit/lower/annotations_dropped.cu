// Plain nvcc refuses any execution-space word on a lambda; on lambdas that
// are not extended and take their space from their context the words
// change nothing, so the lowered file drops them: inside a __device__
// function, and inside the body of an extended lambda.  At namespace scope
// they do change it (a lambda there is host only): such a lambda becomes a
// class whose operator() keeps them (lower/namespace_scope_lambda.cu).
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck --match-full-lines %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o

// CHECK: struct __cudalift_N_{{[0-9a-f]+}} { __host__ __device__ auto operator()() const { return 1; } };
// CHECK: auto at_namespace = __cudalift_N_{{[0-9a-f]+}}{};
auto at_namespace = [] __host__ __device__ { return 1; };

// CHECK: __device__ int in_device(int x) { auto l = [=]  { return x * 2; }; return l(); }
__device__ int in_device(int x) { auto l = [=] __device__ { return x * 2; }; return l(); }

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

void launch(int *out) {
  // CHECK: { auto inner = [=]  (int k) { return k + i; }; return inner(1); }
  auto l = [] __device__ (int i) { auto inner = [=] __device__ (int k) { return k + i; }; return inner(1); };
  apply<<<1, 4>>>(l, out);
}
