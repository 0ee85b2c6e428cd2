// A local constant the body reads without capturing it, whose initializer
// evaluates a parameter of a function template (a constexpr member function
// called on it): the wrapper at namespace scope cannot read the parameter,
// and in the template the constant has no value yet, so cudalift refuses
// the lambda and names the constant the body uses (`twice`, which reads
// `m`), which the user can capture (the fallback is off here).  nvcc 13.0 --extended-lambda compiles
// the file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: env CUDALIFT_FALLBACK=never not %cudalift --emit-lowered=%t.cu %fast %s 2>&1 | FileCheck %s

template <class F> __global__ void run(F f, int *out) { f((int)threadIdx.x, out); }
struct box {
  int unused;
  constexpr int size() const { return 4; }
};

// CHECK: carried_constant_evaluates_dependent.cu:[[@LINE+4]]:17: error: cannot lower this extended lambda: the body names 'twice' of the enclosing function without capturing it
template <class B> void dependent(B b, int *out) {
  constexpr int m = b.size();
  const int twice = m * 2;
  run<<<1, 4>>>([] __device__ (int i, int *o) { o[i] = i * twice; }, out);
}
template void dependent<box>(box, int *);
