// nvcc 13.0: error (line 12) "expression must have a constant value"
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
// CHECK: r12g_alignas_call.cu:[[@LINE+9]]:11: error: the extended lambda at line [[@LINE+8]] is used in a constant expression; {{.*}} [R12g]
// CHECK: r12g_alignas_call.cu:[[@LINE+9]]:32: error: the extended lambda at line [[@LINE+7]] is used in a constant expression; {{.*}} [R12g]
// A closure call as an alignment: alignas and GNU's aligned attribute
// take constant expressions, and an extended lambda's operator() is not
// constexpr (guide 5.3.7.4 rule 12).  libclang shows no attribute
// arguments; cudalift reads the declaration's tokens.

void host_function() {
  auto l = [] __host__ __device__ () { return 8; };
  alignas(l()) int x = 0;
  int y __attribute__((aligned(l()))) = 0;
  (void)x;
  (void)y;
}
