// Enclosing functions are named by their qualified name: namespaces
// (nested, C++17 `a::b`), classes in namespaces, static members, and
// functions declared in a namespace but defined outside it.
// nvcc 13.0: every lambda below: device trait true ([] __device__) or
// host-device trait true ([] __host__ __device__) as listed.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

namespace ns {
void run(int *p) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=ns::run captures=p
  auto l = [p] __device__ (int i) { p[i] = i; };
}
struct S {
  int k;
  void run() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=host-device extended=yes enclosing=ns::S::run captures=this
    auto l = [=] __host__ __device__ { return k; };
  }
  static void make();
};
namespace inner {
void deep();
}
} // namespace ns

namespace a::b {
void nested17() {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=a::b::nested17 captures=-
  auto l = [] __device__ { return 1; };
}
}

void ns::S::make() {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=ns::S::make captures=-
  auto l = [] __device__ { return 2; };
}

void ns::inner::deep() {
  int v = 3;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host-device extended=yes enclosing=ns::inner::deep captures=v
  auto l = [v] __host__ __device__ { return v; };
}
