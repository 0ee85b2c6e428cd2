// A function template only declared here (defined in another translation
// unit), called with an extended lambda's closure, qualified and through
// argument-dependent lookup.  clang rejects it ("used but not defined ...
// its type does not have linkage"); under nvcc an extended closure stands
// for a type with linkage, and so does cudalift's wrapper: the message is
// dropped, the file checks and lowers, and plain nvcc compiles the result.
// A plain lambda's closure keeps the error, as with nvcc.
// nvcc 13.0 --extended-lambda: compiles (-c); with -DPLAIN: error "declared
// using local type ... is used but never defined"
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --check %fast %s 2>&1 | count 0
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: not %nvcc-verdict --extended-lambda -c -DPLAIN %s -o %t.plain.o
// RUN: %expect-exit 1 %cudalift --check %fast -DPLAIN %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN: error: function 'ns::apply<(lambda at {{.*}}template_defined_elsewhere.cu:[[#@LINE+14]]:{{[0-9]+}})>' is used but not defined in this translation unit

namespace ns {
struct Tag {};
template <typename T> void apply(T in);
template <typename T> void apply_tagged(Tag, T in);
}

void bar(int k) {
  auto lam = [=] __device__ (int x) { return x + k; };
  ns::apply(lam);
  ns::apply_tagged(ns::Tag{}, [] __host__ __device__ (int x) { return x; });
  apply_tagged(ns::Tag{}, lam); // argument-dependent lookup
#ifdef PLAIN
  auto plain = [] (int x) { return x; };
  ns::apply(plain);
#endif
}
