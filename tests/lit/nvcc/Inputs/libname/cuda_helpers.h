// cuda_helpers.h - a project header whose name looks like a toolkit one
// (nvcc/project_header_library_name.cu).
#pragma once
template <class F> __global__ void run(F f, int *o) { *o = f(threadIdx.x); }
template <class T> void launch(int *o, T k) {
  run<<<1, 1>>>([=] __device__ (int i) { return i + (int)k; }, o);
}
