// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc gives no diagnostic, and the host's lambda3 launches the device's lambda1 (ordinal 0 in each pass)
// Guide 5.3.7.4 rule 13, the guide's example (in a __host__ function: nvcc
// rejects the launch from a __host__ __device__ one without -rdc): lambda1
// and lambda2 exist only in the device pass.
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

template <typename T>
__global__ void kernel(T in) { in(); }

void host_function() {
#if defined(__CUDA_ARCH__)
  // CHECK: r13_guide_example.cu:[[@LINE+1]]:18: error: extended lambda exists only when __CUDA_ARCH__ is defined, so the number and order of extended lambdas in 'host_function' depend on it [R13]
  auto lambda1 = [] __device__ { return 0; };
  // CHECK: r13_guide_example.cu:[[@LINE-3]]:1: note: the conditional block that holds it starts here
  auto lambda2 = [] __host__ __device__ { return 10; };
#endif
  auto lambda3 = [] __device__ { return 4; };
  kernel<<<1, 1>>>(lambda3);
}
