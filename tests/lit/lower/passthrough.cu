// A file without extended lambdas or trait builtins comes out byte for
// byte as it went in; two runs on one input give identical bytes.
// RUN: %cudalift --emit-lowered=%t.plain.cu %fast %s
// RUN: cmp %s %t.plain.cu
// RUN: %cudalift --emit-lowered=%t.a.cu %fast %S/free_function.cu
// RUN: %cudalift --emit-lowered=%t.b.cu %fast %S/free_function.cu
// RUN: cmp %t.a.cu %t.b.cu

template <class F> __global__ void apply(F f) { f(); }
__device__ int twice(int x) { auto l = [=] { return x + x; }; return l(); }
int main() { auto host = [] { return 1; }; return host() - 1; }
