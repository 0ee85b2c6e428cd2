// Only odr-used local variables are captured ([basic.def.odr]): reading a
// constexpr or const-integral variable initialised by a constant is not an
// odr-use; taking its address or binding a reference to it is. A const
// double is not usable in constant expressions, so reading it captures it.
// Variables with static storage duration (globals, statics, __device__ and
// __constant__ variables) are never captured; unevaluated operands
// (sizeof, decltype) do not capture.
// clang 19 AST: field order matches every captures= list below (in l3
// clang lays out a before K: the capture of the possibly-constant K is
// decided at the end of the full-expression).
// nvcc 13.0: l7 device trait true, l8 host-device trait true, others false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

int global_counter = 0;
__device__ int device_var;
__constant__ float const_table[4];
int by_ref(const int &r) { return r; }

void host_function() {
  constexpr int N = 8;
  const int K = 5;
  const double D = 2.5;
  constexpr double CD = 1.5;
  static int st = 3;
  int a = 1, b = 2;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=a
  auto l1 = [=] { return N + K + a + CD; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=D,b
  auto l2 = [=] { return D * b + N; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=a,K
  auto l3 = [=] { return *&K + a; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=&K
  auto l4 = [&] { return &K; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=N
  auto l5 = [=] { return by_ref(N); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=-
  auto l6 = [=] { return global_counter + st + sizeof(a) + sizeof(decltype(b)); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=yes enclosing=host_function captures=D,a
  auto l7 = [=] __device__ { return device_var + const_table[0] + K + D + a; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host-device extended=yes enclosing=host_function captures=b
  auto l8 = [=] __host__ __device__ { return N * b; };
}
