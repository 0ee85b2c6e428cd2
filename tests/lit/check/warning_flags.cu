// Warnings alone exit 0; -Werror makes them errors; -Wno-<id> silences one.
// nvcc 13.0: error in its generated host code ("expected primary-expression before '{' token"): an nvcc defect
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --check-prefix=WARN
// RUN: %expect-exit 1 %cudalift --check -Werror %fast %s | FileCheck %s --check-prefix=ERR
// RUN: %expect-exit 0 %cudalift --check -Wno-nvcc-compat %fast %s | count 0
void host_function() {
  int a = 2;
  // WARN: warning_flags.cu:[[@LINE+2]]:13: warning: nvcc 13.0 fails to compile the braced init-capture 'x' of an extended lambda [nvcc-compat]
  // ERR: warning_flags.cu:[[@LINE+1]]:13: error: nvcc 13.0 fails to compile the braced init-capture 'x' of an extended lambda [nvcc-compat]
  auto l = [x{a}] __device__ () { return x; };
}
