// A project's own macro that names the library's.
#pragma once
#include <lambda_maker.h>
#define MY_DEVICE_LAMBDA SYS_DEVICE_LAMBDA
template <class F> __global__ void each(F f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    f(i);
}
