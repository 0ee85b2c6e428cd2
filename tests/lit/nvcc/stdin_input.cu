// `-x cu -` reads the unit from standard input, as nvcc does: cudalift
// parses and lowers what it reads (as `<stdin>` in the working folder) and
// hands nvcc the same bytes on its standard input, or the lowered file.
// -E prints the lowered unit; messages name `<stdin>`.  nvcc 13.0
// --extended-lambda compiles this file from standard input.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cudalift -E -std=c++17 -x cu - < %s | FileCheck --check-prefix=PRE %s
// PRE: "<stdin>"
// PRE: struct __cudalift_L_{{[0-9a-f]+}}
// RUN: %cudalift -std=c++17 -arch=sm_90 -x cu -c - -o %t/a.o < %s
// RUN: test -s %t/a.o
// A unit with nothing to lower reaches nvcc's standard input unchanged.
// RUN: printf '__global__ void plain(int *p) { *p = 1; }\n' | %cudalift -std=c++17 -arch=sm_90 -x cu -c - -o %t/b.o
// RUN: test -s %t/b.o
// An error in an extended lambda: cudalift's message names <stdin>.
// RUN: printf 'template <class F> __global__ void k(F f) { f(); }\nvoid g() { k<<<1, 1>>>([] __device__ () { return missing; }); }\n' > %t/bad.cu
// RUN: %expect-exit 1 %cudalift %fast -x cu -c - -o %t/c.o < %t/bad.cu 2>&1 | FileCheck --check-prefix=BAD %s
// BAD: <stdin>:2:50: error: use of undeclared identifier 'missing'
template <class F> __global__ void k(F f, int *o) { *o = f(); }
void run(int *o, int v) { k<<<1, 1>>>([=] __device__ () { return v + 1; }, o); }
