// Kokkos-style lambdas: the introducer comes from a macro, the parameters
// and the body are written after it.  The macro use is replaced by the
// construction like any lambda.  A lambda inside a plain host lambda is
// lowered too (its enclosing function is the outer function).  A lambda
// wholly inside a macro use is replaced at the use; its body comes from
// the macro's expansion.
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck --match-full-lines %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
#define DEVICE_LAMBDA [=] __device__
#define HD_LAMBDA(...) [__VA_ARGS__] __host__ __device__
#define MAKE_ADDER(k) [=] __device__ (int x) { return x + (k); }
#define APPLY(n, body) apply<<<1, (n)>>>(body, out)

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// The moved body of MAKE_ADDER(c * 2), from the macro's expansion:
// CHECK: {return x+(c*2);}
void launch(int *out, int c) {
  // CHECK: auto a = ({{__cudalift_L_[0-9a-f]+}}{c});
  auto a = DEVICE_LAMBDA (int i) { return i * c; };
  apply<<<1, 4>>>(a, out);
  // CHECK: auto b = ({{__cudalift_L_[0-9a-f]+}}{c});
  auto b = HD_LAMBDA(c) (int i) { return i + c; };
  apply<<<1, 4>>>(b, out);
  // CHECK: auto outer = [=] { auto inner = ({{__cudalift_L_[0-9a-f]+}}{c}); apply<<<1, 4>>>(inner, out); };
  auto outer = [=] { auto inner = [=] __device__ (int i) { return c - i; }; apply<<<1, 4>>>(inner, out); };
  outer();
  // CHECK: auto adder = ({{__cudalift_L_[0-9a-f]+}}{c});
  auto adder = MAKE_ADDER(c * 2);
  apply<<<1, 4>>>(adder, out);
  // In a macro's argument the construction is parenthesised, so the comma
  // between two captures does not split the argument.
  int d = c + 1;
  // CHECK: APPLY(4, ({{__cudalift_L_[0-9a-f]+}}{c, d}));
  APPLY(4, [=] __device__ (int i) { return i + c + d; });
}
