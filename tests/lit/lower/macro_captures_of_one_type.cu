// A lambda made by nested macros of a header captures two variables of
// one type that the macro declares (AMReX's amrex_i_tn1 and amrex_i_tn2).
// Their uses in the expansion share one place, so both fields were named
// after the first variable: the wrapper declared `i_tn1` twice and the
// construction passed the first box twice.  A variable names one field.
// The header is tests/gpu's, which program 79 runs.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -I%S/../../gpu -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast -I%S/../../gpu %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -I%S/../../gpu -c %t.cu -o %t.o
struct Box { int lo, hi; };
template <class F> __global__ void each(F f) { f(); }
#include "two_range_macro.h"
// CHECK: ::cudalift::id_t<const Box> i_tn1; ::cudalift::id_t<int *> o; ::cudalift::id_t<const Box> i_tn2;
// CHECK: {{^}}  {auto const&i_tn1=a;auto const&i_tn2=b;each<<<2,1>>>( (__cudalift_L_{{[0-9a-f]+}}{i_tn1, o, i_tn2}) );}
void run(int *o) {
  Box a{1, 2}, b{30, 40};
  TWO_RANGE(a, x, { o[0] = x; }, b, y, { o[1] = y; })
}
