// nvcc 13.0: error (line 9) "calling a __host__ function("exit") from a __global__ function("kernel") is not allowed"
// Guide 5.3.6: exit() is a host C library function; a kernel cannot call
// it.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <cstdlib>

// CHECK: l1_exit_in_kernel.cu:[[@LINE+1]]:40: error: device code calls the C library function 'exit', which exists only on the host [L1]
__global__ void kernel(int v) { if (v) exit(1); }
