// The runtime headers a lowered file includes (cudalift/lambda.h,
// cudalift/device_runtime.h, cudalift/size.h) name nothing a program may
// define as a macro: their template parameters, parameters, locals,
// members and internal functions all have reserved names.  The -D list
// below is every such name the headers once used, less those that nvcc's
// own headers (<cstdio>, <functional>, <cuda_runtime.h>, ...) cannot take
// as a macro either (t, s, to, from, ...): each is defined as '@', which
// breaks any code that names it.  The program uses what brings each header
// in: a captured array (copy_array), device printf and malloc under
// --device-malloc-check and a heap size (device_runtime.h, size.h).
// nvcc 13.0 --extended-lambda compiles it with those macros; the lowered
// file compiles with plain nvcc with the same macros.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -Di=@ -Dwant=@ -Dl=@ -Dnow=@ -Dg=@ -Dfound=@ -Dactive=@ -Dtotals=@ -Dcounts=@ -Dk=@ -Dj=@ -Dheap_in_force=@ -Dnsites=@ -Ddevices=@ -Dcompiled=@ -Dflush=@ -Dsites=@ -Dhook=@ -Dsite=@ -Doption=@ -Denv=@ -Dcounters=@ -Dnames=@ -Dstarted=@ -Dapplied=@ -Dget_state=@ -Dheap=@ -Dprintf_fifo=@ -Dstack=@ -Dnlimits=@ -Dlimit_info=@ -Dsite_table=@ -Dthe_state=@ -Dcontext_active=@ -Dadd_failures=@ -Dreport_failures=@ -Dat_exit=@ -Dexit_hook=@ -Dmalloc_site_names=@ -Dmalloc_nsites=@ -Dmalloc_failures=@ -Dmalloc_sites=@ -Dunit_start=@ -Dunit_started=@ -DN=@ -DP=@ -DR=@ -DA=@ -Dunits=@ -Du=@ -c %s -o %t/ref.o
// RUN: %cudalift --emit-lowered=%t/low.cu --device-malloc-check --device-heap-size=64M -Di=@ -Dwant=@ -Dl=@ -Dnow=@ -Dg=@ -Dfound=@ -Dactive=@ -Dtotals=@ -Dcounts=@ -Dk=@ -Dj=@ -Dheap_in_force=@ -Dnsites=@ -Ddevices=@ -Dcompiled=@ -Dflush=@ -Dsites=@ -Dhook=@ -Dsite=@ -Doption=@ -Denv=@ -Dcounters=@ -Dnames=@ -Dstarted=@ -Dapplied=@ -Dget_state=@ -Dheap=@ -Dprintf_fifo=@ -Dstack=@ -Dnlimits=@ -Dlimit_info=@ -Dsite_table=@ -Dthe_state=@ -Dcontext_active=@ -Dadd_failures=@ -Dreport_failures=@ -Dat_exit=@ -Dexit_hook=@ -Dmalloc_site_names=@ -Dmalloc_nsites=@ -Dmalloc_failures=@ -Dmalloc_sites=@ -Dunit_start=@ -Dunit_started=@ -DN=@ -DP=@ -DR=@ -DA=@ -Dunits=@ -Du=@ %s
// RUN: FileCheck %s < %t/low.cu
// RUN: %nvcc-verdict -Di=@ -Dwant=@ -Dl=@ -Dnow=@ -Dg=@ -Dfound=@ -Dactive=@ -Dtotals=@ -Dcounts=@ -Dk=@ -Dj=@ -Dheap_in_force=@ -Dnsites=@ -Ddevices=@ -Dcompiled=@ -Dflush=@ -Dsites=@ -Dhook=@ -Dsite=@ -Doption=@ -Denv=@ -Dcounters=@ -Dnames=@ -Dstarted=@ -Dapplied=@ -Dget_state=@ -Dheap=@ -Dprintf_fifo=@ -Dstack=@ -Dnlimits=@ -Dlimit_info=@ -Dsite_table=@ -Dthe_state=@ -Dcontext_active=@ -Dadd_failures=@ -Dreport_failures=@ -Dat_exit=@ -Dexit_hook=@ -Dmalloc_site_names=@ -Dmalloc_nsites=@ -Dmalloc_failures=@ -Dmalloc_sites=@ -Dunit_start=@ -Dunit_started=@ -DN=@ -DP=@ -DR=@ -DA=@ -Dunits=@ -Du=@ -c %t/low.cu -o %t/low.o
// CHECK: #include "{{.*}}/cudalift/device_runtime.h"
#include <cstdio>
#include <cstdlib>
template <typename F> __global__ void each(int n, F f) {
  int x = threadIdx.x;
  if (x < n) f(x);
}
void run(int *d) {
  int table[4] = {1, 2, 3, 4};
  each<<<1, 4>>>(4, [=] __device__ (int x) {
    int *q = (int *)malloc(sizeof(int));
    if (q) { *q = table[x]; d[x] = *q; free(q); }
    printf("%d\n", d[x]);
  });
}
