// Lambdas with no enclosing function: static data member initializers,
// variable templates, namespace-scope variables in nested namespaces. They
// are __host__ unless annotated, and never extended.
// nvcc 13.0: all traits false; a __device__ call is rejected "from a
// __host__ function" in the unannotated ones and "from a __host__
// __device__ function" in hd_member; accepted in dev_member.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

struct Table {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:32: lambda space=host extended=no enclosing=- captures=-
  static constexpr auto host = [] { return 1; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:34: lambda space=host-device extended=no enclosing=- captures=-
  static inline auto hd_member = [] __host__ __device__ (int i) { return i; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:35: lambda space=device extended=no enclosing=- captures=-
  static inline auto dev_member = [] __device__ (int i) { return i; };
};

template <class T>
// CHECK: {{.*}}.cu:[[@LINE+1]]:18: lambda space=host extended=no enclosing=- captures=-
auto make_zero = [] { return T(); };

namespace outer { namespace inner {
// CHECK: {{.*}}.cu:[[@LINE+1]]:23: lambda space=host extended=no enclosing=- captures=n=0
inline auto counter = [n = 0]() mutable { return ++n; };
} }

int use() { return make_zero<int>() + Table::host(); }
