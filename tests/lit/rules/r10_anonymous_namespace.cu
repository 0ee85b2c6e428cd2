// nvcc 13.0: accepted
// Rule 10: a function in an anonymous namespace has internal linkage too.
// RUN: %expect-exit 0 %cudalift --check %fast %s | count 0
// RUN: %expect-exit 0 %cudalift --check -Wportability %fast %s | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

namespace {
struct Runner {
  void run() {
    // CHECK: r10_anonymous_namespace.cu:[[@LINE+1]]:14: warning: enclosing function '(anonymous namespace)::Runner::run' has no external linkage (anonymous namespace); an MSVC host compiler rejects this extended lambda [R10]
    auto l = [] __device__ (int x) { return x; }; // expected-warning {{enclosing function '(anonymous namespace)::Runner::run' has no external linkage (anonymous namespace); an MSVC host compiler rejects this extended lambda}}
  }
};
} // namespace

int main() { Runner().run(); }
// RUN: %cudalift --check -verify -Wportability %fast %s
