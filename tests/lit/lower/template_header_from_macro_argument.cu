// A function template whose parameter list comes from a macro's argument,
// as Catch2's TEMPLATE_TEST_CASE_SIG takes it (`((typename Key, typename
// Value), Key, Value)`, the list unwrapped by nested macros).  The
// wrapper's header once read `template <typename Key, typename>` and the
// body's `Value` was undefined.  The parameter is copied as spelled when
// its text holds the name, and said again (`class Value`) where it does
// not.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class F> __global__ void each(F f, int *o) { o[threadIdx.x] = f(threadIdx.x); }
#define SIG_PARENS(...) __VA_ARGS__
#define SIG_EXPAND(x) x
#define SIG_FIRST(a, ...) a
#define TEST_SIG(name, sig) template <SIG_EXPAND(SIG_PARENS SIG_FIRST sig)> static void name(int *o)
// CHECK: {{^}}template <typename Key, {{typename|class}} Value>{{$}}
// CHECK-NEXT: {{^}}struct __cudalift_L_
TEST_SIG(widen, ((typename Key, typename Value), Key, Value)) {
  each<<<1, 3>>>([] __device__(int i) { return int(Value{i} * 2) + int(sizeof(Key)); }, o);
}
void run(int *o) { widen<char, long>(o); }
