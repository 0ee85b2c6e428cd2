// Member functions defined here of classes a project header defines, whose
// extended lambdas name private or protected members (a static constant, a
// member type, a static function, a data member through `*this`, a
// protected member of a base, a class template's member): the wrapper is
// the class's friend, so the friend declaration goes into the header's
// copy, and the unit includes the copy.  A header whose classes' lambdas
// name public members only stays where it is.  A class a system header
// defines cannot take the friend: that lambda is refused.
// nvcc 13.0 --extended-lambda: compiles (-c), with and without -DSYS.
// RUN: rm -rf %t.cu %t.cu.d
// RUN: %nvcc-verdict --extended-lambda -I%S/Inputs/private_class -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast -I%S/Inputs/private_class %s
// RUN: FileCheck --check-prefix=MAIN %s < %t.cu
// RUN: FileCheck --check-prefix=HEADER %s < %t.cu.d%S/Inputs/private_class/private_class.h
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -DSYS -I%S/Inputs/private_class -isystem %S/Inputs/private_class/sys -c %s -o %t.sys.o
// RUN: %expect-exit 1 %cudalift --emit-lowered=%t.sys.cu %fast -DSYS -I%S/Inputs/private_class -isystem %S/Inputs/private_class/sys %s 2>&1 | FileCheck --check-prefix=SYS %s

// MAIN: {{^}}#include "{{.*}}.cu.d{{.*}}/Inputs/private_class/private_class.h"
// MAIN: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
#include "private_class.h"

// HEADER: {{^}}class Interp : public Base { template <class __F0> friend struct [[EVAL:__cudalift_L_[0-9a-f]+]]; template <class __F0, class __F1> friend struct [[SCALE:__cudalift_L_[0-9a-f]+]]; template <class __F0> friend struct [[FILL:__cudalift_L_[0-9a-f]+]]; template <class __F0, class __F1> friend struct [[SHIFT:__cudalift_L_[0-9a-f]+]];{{$}}
// HEADER: {{^}}template <typename T> class Grid { template <class __F0> friend struct {{__cudalift_L_[0-9a-f]+}};{{$}}
// HEADER: {{^}}struct Open {{{$}}

namespace pc {
void Interp::eval(int *d, int n) {
  pc_each<<<1, n>>>(n, [=] __device__ (int i) { Pair p{MAX, i}; d[i] = p.a + twice(p.b); });
}
void Interp::scale(int *d, int n) {
  pc_each<<<1, n>>>(n, [=, *this] __device__ (int i) { d[i] *= factor; });
}
template <typename T> void Interp::fill(T *d, int n) {
  pc_each<<<1, n>>>(n, [=] __device__ (int i) { d[i] += (T)MAX; });
}
void Interp::shift(int *d, int n) {
  pc_each<<<1, n>>>(n, [=] __device__ (int i) { d[i] -= this->bias; });
}
template <typename T> void Grid<T>::set(T *d, int n) {
  pc_each<<<1, n>>>(n, [=] __device__ (int i) { d[i] = step * i; });
}
void Open::add(int *d, int n) {
  pc_each<<<1, n>>>(n, [=] __device__ (int i) { d[i] += k; });
}
template void Interp::fill<int>(int *, int);
template class Grid<int>;
}

#ifdef SYS
#include <private_sys.h>
// SYS: private_member_of_header_class.cu:[[#@LINE+2]]:{{[0-9]+}}: error: cannot lower this extended lambda: the body names a private or protected member of 'Hidden', which a system header or a macro defines, where cudalift cannot make its wrapper a friend
void pcs::Hidden::run(int *d, int n) {
  pc_each<<<1, n>>>(n, [=] __device__ (int i) { d[i] = secret; });
}
#endif
