// Lambdas in __global__ kernels (plain and kernel templates) are device
// lambdas and never extended; extended device lambdas passed to a kernel
// template from host code keep their host enclosing function.
// nvcc 13.0: in the kernels all traits false, a __device__ call accepted;
// in launch_all, d device trait true, hd host-device trait true.
// clang 19 AST: field order matches every captures= list below.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

__global__ void plain_kernel(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=no enclosing=plain_kernel captures=i,x
  auto sq = [=] { return i * x[i]; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:11: lambda space=device extended=no enclosing=plain_kernel captures=&n
  if (i < [&] { return n; }()) x[i] = sq();
}

template <class F>
__global__ void apply_kernel(F f, int n) {
  int i = threadIdx.x;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=device extended=no enclosing=apply_kernel captures=f,i
  auto run = [f, i] { f(i); };
  if (i < n) run();
}

void launch_all(float *x, int n) {
  float s = 2.0f;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=launch_all captures=x,s
  auto d = [=] __device__ (int i) { x[i] *= s; };
  apply_kernel<<<1, 32>>>(d, n);
  // CHECK: {{.*}}.cu:[[@LINE+1]]:27: lambda space=host-device extended=yes enclosing=launch_all captures=x
  apply_kernel<<<1, 32>>>([x] __host__ __device__ (int i) { x[i] = 0; }, n);
  plain_kernel<<<dim3(1), dim3(32)>>>(x, n);
}
