// nvcc 13.0: accepted
// P1: a __device__ function template nobody uses is not compiled, so its
// launch is not an error; nor is a host-only branch of a __host__
// __device__ function, nor a launch from host code.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

__global__ void child() {}
template <class T> __device__ void launcher(T) { child<<<1, 1>>>(); }

__host__ __device__ void hd() {
#ifndef __CUDA_ARCH__
  child<<<1, 1>>>();
#endif
}

void host_function() { child<<<1, 1>>>(); }
