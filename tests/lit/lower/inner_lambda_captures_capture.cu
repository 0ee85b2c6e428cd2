// A plain lambda in an extended lambda's body that captures, by name, a
// variable the extended lambda captured (`[base]`, `[&base]`, and one
// beside a default).  In the wrapper that variable is a member, which no
// capture list may name: the item becomes an init-capture of the member's
// value (`[base = base]`).  Names the outer lambda did not capture, and
// `this`, stay as written.  nvcc 13.0 --extended-lambda accepts this file;
// plain nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

void run(int *out, int base, int step) {
  // CHECK: {{^}}{ auto add = [base = base](int v) { return v + base; }; return add(i); }
  each<<<1, 2>>>([=] __device__ (int i) { auto add = [base](int v) { return v + base; }; return add(i); }, out);
  // CHECK: {{^}}{ int local = 1; auto f = [&base = base, local, step = step](int v) { return v * base + local + step; }; return f(i); }
  each<<<1, 2>>>([base, step] __device__ (int i) { int local = 1; auto f = [&base, local, step](int v) { return v * base + local + step; }; return f(i); }, out);
  // CHECK: {{^}}{ auto g = [=, &step = step](int v) { return v + base + step; }; return g(i); }
  each<<<1, 2>>>([=] __device__ (int i) mutable { auto g = [=, &step](int v) { return v + base + step; }; return g(i); }, out);
}
