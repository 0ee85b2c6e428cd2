#pragma once
#include <sys_annotations.h>
SYS_HD inline int square(int v) { return v * v; }
__global__ void fill(int *p, int v) { int t[2] = {v, v}; p[threadIdx.x] = t[threadIdx.x & 1]; }
