// nvcc 13.0: error (host compiler, line 8) "parameter packs not expanded with ‘...’:"
// Rule 12: a pack init-capture (`...xs = args`) captures the pack's elements as well.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename... Args>
int host_function(Args... args) {
  // CHECK: r12c_init_capture_pack.cu:[[@LINE+1]]:13: error: extended lambda captures the parameter pack 'xs' [R12c]
  auto l = [...xs = args] __device__ { return (xs + ...); }; // expected-error {{extended lambda captures the parameter pack 'xs'}}
  return 0;
}

int main() { return host_function(1, 2); }
// RUN: %cudalift --check -verify %fast %s
