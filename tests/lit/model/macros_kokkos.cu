// Kokkos-style macros produce the capture list and the annotation; the
// reported column is that of the macro name that produces the `[`.
// nvcc 13.0: every lambda below is extended as listed (device trait true
// for DEV/CAP ones, host-device trait true for LAMBDA ones).
// clang 19 AST: field order matches every captures= list below.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

#define LAMBDA [=] __host__ __device__
#define DEV __device__
#define CAP(...) [__VA_ARGS__] __device__
#define FOR_EACH(n, body) do { auto f_ = body; for (int i_ = 0; i_ < n; ++i_) f_(i_); } while (0)

template <class F> void parallel_for(int n, F f) { for (int i = 0; i < n; ++i) f(i); }

void host_function(double *x, double a, int n) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:19: lambda space=host-device extended=yes enclosing=host_function captures=x,a
  parallel_for(n, LAMBDA (int i) { x[i] *= a; });
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=host_function captures=a
  auto d = [a] DEV (int i) { return a * i; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=host_function captures=x,k=n*2
  auto c = CAP(x, k = n * 2) (int i) { x[i] = k; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host-device extended=yes enclosing=host_function captures=a
  FOR_EACH(n, LAMBDA (int i) { return a + i; });
}
