// --cudalift-version: cudalift's version, its libclang's, and the nvcc a
// drop-in build would run (with its release), one line each; plain
// --version on a build line is nvcc's own (CMake identifies the compiler
// from it); an nvcc that does not run is said so.
// RUN: %cudalift --cudalift-version | FileCheck %s
// CHECK: {{^}}cudalift {{[0-9]+\.[0-9]+\.[0-9]+$}}
// CHECK-NEXT: {{^}}libclang 19: {{.*}}clang version 19.
// CHECK-NEXT: {{^}}nvcc {{.*}}nvcc: Cuda compilation tools, release {{[0-9]+\.[0-9]+}}, V
// RUN: %cudalift --version | FileCheck %s --check-prefix=NVCC
// NVCC: nvcc: NVIDIA (R) Cuda compiler driver
// RUN: env CUDALIFT_NVCC="ccache /no/such/nvcc" %cudalift --cudalift-version | FileCheck %s --check-prefix=BROKEN
// BROKEN: {{^}}nvcc /no/such/nvcc: (does not run)
