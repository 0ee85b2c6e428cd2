// nvcc's own messages about a lowered file point at the user's file and
// line: the body of a lowered lambda keeps its line (#line), and so does
// every line after a lambda.  A variable nvcc warns about (#177-D, never
// referenced) sits in a lambda body and after it.
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: %nvcc-verdict -c %t.cu -o %t.o 2>&1 | FileCheck %s

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

void launch(int *out, int c) {
  auto l = [=] __device__ (int i) {
    // CHECK: line_mapping.cu([[@LINE+1]]): warning #177-D: variable "unused_in_body" was declared but never referenced
    int unused_in_body = 0;
    return i + c;
  };
  apply<<<1, 4>>>(l, out);
  // CHECK: line_mapping.cu([[@LINE+1]]): warning #177-D: variable "unused_after" was declared but never referenced
  int unused_after = 0;
}
