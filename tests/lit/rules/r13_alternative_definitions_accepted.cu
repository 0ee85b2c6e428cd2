// nvcc 13.0: accepted
// Rule 13 counts extended lambdas per function: one lambda for each pass
// under #ifdef/#else, with the same execution space and captures, keeps
// the number and order the same (nvcc pairs them by ordinal).
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <typename F>
__global__ void kernel(F f) { f(); }

void host_function() {
  int scale = 3;
#ifdef __CUDA_ARCH__
  auto l = [=] __device__ { return scale * 2; };
#else
  auto l = [=] __device__ { return scale + scale; };
#endif
  kernel<<<1, 1>>>(l);
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
