// Real CUDA headers: lambdas in a kernel using __syncthreads, shared memory
// and atomics; all are device lambdas, never extended; the shared array and
// the __device__ counter have static storage and are not captured.
// nvcc 13.0: all traits false; a __host__ call in them is rejected "from a
// __device__ function"; hd_helper's lambda is "__host__ __device__".
// clang 19 AST: field order matches every captures= list below.
// RUN: %cudalift --print-lambdas %s | FileCheck %s --implicit-check-not=lambda
#include <cuda_runtime.h>

__device__ int counter;

__global__ void reduce(const int *in, int *out) {
  __shared__ int tile[128];
  unsigned t = threadIdx.x;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=device extended=no enclosing=reduce captures=t,in
  auto load = [=] { tile[t] = in[t]; __syncthreads(); };
  load();
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: lambda space=device extended=no enclosing=reduce captures=out,&t
  [&, out] { if (t == 0) { atomicAdd(&counter, tile[0]); out[0] = counter; } }();
}

__host__ __device__ int hd_helper(int v) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: lambda space=host-device extended=no enclosing=hd_helper captures=v
  return [v] { return v * 2; }();
}
