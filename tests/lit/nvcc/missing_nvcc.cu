// An nvcc that is not there: exit 2, saying where cudalift looked.
// RUN: %expect-exit 2 env CUDALIFT_NVCC=/nonexistent/nvcc %cudalift -c %s | FileCheck %s
// CHECK: cudalift: error: nvcc not found: '/nonexistent/nvcc' (from $CUDALIFT_NVCC) is not an executable
// RUN: %expect-exit 2 %cudalift /nonexistent/nvcc -c %s | FileCheck --check-prefix=LAUNCHER %s
// LAUNCHER: cudalift: error: nvcc not found: '/nonexistent/nvcc' (named on the command line) is not an executable
__global__ void k() {}
