// Two translation units lowered with different settings, both with the
// device runtime and allocation sites, link into one program (whole
// program and separate device compilation): the runtime's state is one
// per program, each unit's counters and site names are its own.
// RUN: %cudalift --emit-lowered=%t.a.cu --device-malloc-check --device-heap-size=32M %s
// RUN: %cudalift --emit-lowered=%t.b.cu --device-malloc-check --device-heap-size=64M %fast %inputs/runtime_second_unit.cu
// RUN: FileCheck --match-full-lines --check-prefix=B %s < %t.b.cu
// RUN: %nvcc-verdict -o %t.exe %t.a.cu %t.b.cu
// RUN: %nvcc-verdict -rdc=true -o %t.rdc.exe %t.a.cu %t.b.cu
// The runtime itself asks for no more than C++11 (the unit has no lambda).
// RUN: %cuda_dir/bin/nvcc -std=c++11 -arch=sm_90 -c %t.b.cu -o %t.b11.o
// B: #define CUDALIFT_RT_HEAP_SIZE 67108864ull
// B-NEXT: #define CUDALIFT_RT_MALLOC_SITES "{{.*}}runtime_second_unit.cu:4"
// B-NEXT: #include "{{.*}}/cudalift/device_runtime.h"
#include <cstdio>
#include <cstdlib>

void run_second(int **slot);

__global__ void take(int **slot) { *slot = (int *)malloc(sizeof(int)); }

int main() {
  int **slot;
  cudaMalloc(&slot, sizeof *slot);
  take<<<1, 1>>>(slot);
  run_second(slot);
  return 0;
}
