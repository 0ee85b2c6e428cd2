// nvcc 13.0: error (host compiler, line 11) "expected primary-expression before ‘{’ token" (4 errors)
// agreement: nvcc-defect verdict valid C++17 init-capture `x{a}` (type int) in a __device__ lambda; nvcc's generated host code is malformed
// Guide rule 12 allows init-captures in __device__ lambdas and C++17 deduces
// int for `x{a}`, but nvcc fails in its own host code. SPEC "Policy": an
// nvcc defect is lowered by cudalift with a -Wnvcc-compat warning.
// RUN: %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

void host_function() {
  int a = 2;
  // CHECK: r12f_device_init_capture_braced.cu:[[@LINE+1]]:{{[0-9]+}}: warning: {{.*}}nvcc-compat
  auto l3 = [x{a}] __device__ () { return x; };
}
