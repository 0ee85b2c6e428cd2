#include <thrust/scan.h>
#include <cstddef>
#include "algo.cuh"
void run(int *p) { arg_sort(p, 4); }
