// nvcc 13.0: error (line 8) "An extended __device__ lambda cannot capture an element of a parameter pack"
// Rule 12: the pack captured implicitly by [=] is rejected too, at its first use.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename... Args>
int host_function(Args... args) {
  // CHECK: r12c_implicit_fold.cu:[[@LINE+1]]:37: error: extended lambda captures the parameter pack 'args' [R12c]
  auto l = [=] __device__ { return (args + ...); }; // expected-error {{extended lambda captures the parameter pack 'args'}}
  return 0;
}

int main() { return host_function(1, 2); }
// RUN: %cudalift --check -verify %fast %s
