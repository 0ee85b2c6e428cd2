// nvcc 13.0: accepted
// Guide 5.3.6: abs and labs have device overloads in CUDA's math headers.
// RUN: %cudalift --check %s 2>&1 | count 0

#include <cstdlib>

__global__ void kernel(int *out) { *out = abs(-3) + (int)labs(-4L); }
