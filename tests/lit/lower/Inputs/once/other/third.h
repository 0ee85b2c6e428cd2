#pragma once
#include "link/grid.h"
inline void third(int *p, int n) { Grid<int>{p}.apply(n, [] __device__ (int i, int &x) { x *= 2; }); }
