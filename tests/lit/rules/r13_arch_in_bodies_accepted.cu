// nvcc 13.0: accepted
// __CUDA_ARCH__ used in ways that move no extended lambda and no capture:
// branches inside lambda bodies that use the same variables, plain
// lambdas under #ifdef, device-only helpers.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <typename F>
__global__ void kernel(F f) { f(); }

__host__ __device__ int lanes() {
#ifdef __CUDA_ARCH__
  return warpSize;
#else
  return 1;
#endif
}

void host_function() {
  int a = 1, b = 2;
  auto sum = [=] __host__ __device__ {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    return a + b + lanes();
#else
    return a + b;
#endif
  };
#ifndef __CUDA_ARCH__
  auto plain = [=] { return a * b; };
  plain();
#endif
  kernel<<<1, 1>>>(sum);
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
