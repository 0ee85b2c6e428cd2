// Real CUDA headers with <cstdio>: printf from device and host-device
// lambdas, std::printf on the host.
// nvcc 13.0: p device trait true, q host-device trait true, h both false
// (a __device__ call in h rejected "from a __host__ function").
// clang 19 AST: field order matches every captures= list below.
// RUN: %cudalift --print-lambdas %s | FileCheck %s --implicit-check-not=lambda
#include <cstdio>
#include <cuda_runtime.h>

template <class F> __global__ void run(F f) { f(threadIdx.x); }

void host_function(int id, const char *tag) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=host_function captures=id
  auto p = [=] __device__ (unsigned t) { printf("%d %u\n", id, t); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host-device extended=yes enclosing=host_function captures=id
  auto q = [id] __host__ __device__ (unsigned t) { printf("%d %u\n", id, t); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=host_function captures=&tag,&id
  auto h = [&] { std::printf("%s %d\n", tag, id); };
  run<<<1, 4>>>(p);
  run<<<1, 4>>>(q);
  h();
}
