// nvcc 13.0: accepted
// RUN: %cudalift --check %fast %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=error:
// An alignment that names an extended lambda's closure only in an
// unevaluated operand (its size), or a plain lambda's call, is a constant
// expression: nvcc accepts both.

void host_function(int n, int m) {
  auto l = [n, m] __host__ __device__ () { return n + m; };
  auto p = [] () { return 16; };
  alignas(sizeof(l)) int x = 0;
  alignas(p()) int y = 0;
  (void)x;
  (void)y;
}
