// The second translation unit of tests/lit/runtime/two_units.cu.
#include <cstdio>

__global__ void fill(int **slot) { *slot = new int[4]; printf("second unit\n"); }

void run_second(int **slot) { fill<<<1, 1>>>(slot); }
