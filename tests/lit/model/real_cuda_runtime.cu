// Real CUDA headers (no -nocudainc): <cuda_runtime.h>; kernels launched with
// extended lambdas, builtin variables and runtime API calls.
// nvcc 13.0: d device trait true, hd host-device trait true, in_kernel both
// false (its __device__ call accepted).
// clang 19 AST: field order matches every captures= list below.
// RUN: %cudalift --print-lambdas %s | FileCheck %s --implicit-check-not=lambda
#include <cuda_runtime.h>

template <class F>
__global__ void for_each(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=no enclosing=for_each captures=&f,&i
  auto in_kernel = [&] { f(i); };
  if (i < n) in_kernel();
}

int main() {
  int n = 256;
  float *x = nullptr;
  cudaMalloc(&x, n * sizeof(float));
  float s = 3.0f;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=main captures=x,s
  auto d = [=] __device__ (int i) { x[i] = s * i; };
  for_each<<<(n + 127) / 128, 128>>>(n, d);
  // CHECK: {{.*}}.cu:[[@LINE+1]]:41: lambda space=host-device extended=yes enclosing=main captures=x
  for_each<<<(n + 127) / 128, 128>>>(n, [x] __host__ __device__ (int i) { x[i] += 1.0f; });
  cudaDeviceSynchronize();
  cudaFree(x);
  return 0;
}
