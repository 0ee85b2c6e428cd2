// Member functions defined in the .cu of classes a project header defines,
// whose extended lambdas name private or protected members: tests/gpu/91
// (a static constant, a member type, a static function, a data member
// through `*this`, a protected member of a base, a class template's member;
// a private member type in the parameters, or a carried alias, only;
// its header tests/gpu/private_class.h).  The wrapper is the class's
// friend, so the friend declaration goes into the header's copy, and the
// unit includes the copy.  Here, a header whose classes' lambdas name
// public members only stays where it is; a class a system header defines
// cannot take the friend: that lambda is refused.
// nvcc 13.0 --extended-lambda: compiles tests/gpu/91 (-c), and this file
// with and without -DSYS.
// RUN: rm -rf %t.cu %t.cu.d %t.open.cu %t.open.cu.d
// RUN: %nvcc-verdict --extended-lambda -I%S/../../gpu -c %S/../../gpu/91_private_member_header_class.cu -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu -I%S/../../gpu %S/../../gpu/91_private_member_header_class.cu
// RUN: FileCheck --check-prefix=MAIN %s < %t.cu
// RUN: FileCheck --check-prefix=HEADER %s < %t.cu.d%gpu/private_class.h
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -I%S/Inputs/private_class -c %s -o %t.open.ref.o
// RUN: %cudalift --emit-lowered=%t.open.cu %fast -I%S/Inputs/private_class %s
// RUN: not test -e %t.open.cu.d
// RUN: %nvcc-verdict -c %t.open.cu -o %t.open.o
// RUN: %nvcc-verdict --extended-lambda -DSYS -I%S/Inputs/private_class -isystem %S/Inputs/private_class/sys -c %s -o %t.sys.o
// RUN: %expect-exit 1 %cudalift --emit-lowered=%t.sys.cu %fast -DSYS -I%S/Inputs/private_class -isystem %S/Inputs/private_class/sys %s 2>&1 | FileCheck --check-prefix=SYS %s

// MAIN: {{^}}#include "{{.*}}.cu.d{{.*}}/gpu/private_class.h"
// MAIN: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
// HEADER: {{^}}class Interp : public Base { template <class __F0> friend struct {{__cudalift_L_[0-9a-f]+}}; template <class __F0, class __F1> friend struct {{__cudalift_L_[0-9a-f]+}}; template <class __F0> friend struct {{__cudalift_L_[0-9a-f]+}}; template <class __F0, class __F1> friend struct {{__cudalift_L_[0-9a-f]+}};{{$}}
// HEADER: {{^}}class Sorter { template <class __F0> friend struct {{__cudalift_L_[0-9a-f]+}}; template <class __F0> friend struct {{__cudalift_L_[0-9a-f]+}}; template <class __F0> friend struct {{__cudalift_L_[0-9a-f]+}};{{$}}
// HEADER: {{^}}template <typename T> class Grid { template <class __F0> friend struct {{__cudalift_L_[0-9a-f]+}};{{$}}

#include "open_class.h"
void Open::add(int *d, int n) {
  open_each<<<1, n>>>(n, [=] __device__ (int i) { d[i] += k; });
}

#ifdef SYS
#include <private_sys.h>
// SYS: private_member_of_header_class.cu:[[#@LINE+2]]:{{[0-9]+}}: error: cannot lower this extended lambda: the body names a private or protected member of 'Hidden', which a system header or a macro defines, where cudalift cannot make its wrapper a friend
void pcs::Hidden::run(int *d, int n) {
  open_each<<<1, n>>>(n, [=] __device__ (int i) { d[i] = secret; });
}
#endif
