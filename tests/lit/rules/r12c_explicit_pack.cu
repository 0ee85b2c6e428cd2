// nvcc 13.0: error (line 9) "An extended __device__ lambda cannot capture an element of a parameter pack"
// Guide 5.3.7.4 rule 12: an extended lambda cannot capture the elements of a
// parameter pack, named in the capture list.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename... Args>
int host_function(Args... args) {
  // CHECK: r12c_explicit_pack.cu:[[@LINE+1]]:13: error: extended lambda captures the parameter pack 'args' [R12c]
  auto l = [args...] __device__ { return (args + ...); }; // expected-error {{extended lambda captures the parameter pack 'args'}}
  return 0;
}

int main() { return host_function(1, 2); }
// RUN: %cudalift --check -verify %fast %s
