// nvcc 13.0: accepted
// Rule 15 is about the closure layout: explicit captures fix it whatever
// the body uses, and branches that use the same variables in the same
// order keep it.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

__device__ int result;
template <typename T>
__global__ void kernel(T in) { result = in(); }

void host_function() {
  int x1 = 1, x2 = 2;
  auto listed = [x1, x2] __device__ {
#ifdef __CUDA_ARCH__
    return x2;
#else
    return x1 + x2;
#endif
  };
  auto same_order = [=] __host__ __device__ {
#ifdef __CUDA_ARCH__
    return x1 * x2;
#else
    return x1 - x2;
#endif
  };
  kernel<<<1, 1>>>(listed);
  kernel<<<1, 1>>>(same_order);
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
