// docs/SPEC.md quirk: `[] __global__` on a lambda is accepted and ignored by nvcc
// (cudalift warns); the lambda is what it would be without it.
// nvcc 13.0: g: both traits false, a __device__ call is rejected "from a
// __host__ function"; g2: device trait true; in df(), a __host__ call is
// rejected "from a __device__ function".
// RUN: %cudalift --print-lambdas %fast %s 2>%t.err | FileCheck %s --implicit-check-not=lambda
// RUN: FileCheck --check-prefix=WARN %s < %t.err

void host_function() {
  // WARN: {{.*}}.cu:[[@LINE+2]]:{{[0-9]+}}: warning:
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=host_function captures=-
  auto g = [] __global__ { };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=yes enclosing=host_function captures=-
  auto g2 = [] __global__ __device__ { };
}

__device__ void df() {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=no enclosing=df captures=-
  auto g = [] __global__ { return 1; };
  g();
}
