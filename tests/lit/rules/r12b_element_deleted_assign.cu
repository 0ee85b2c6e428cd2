// nvcc 13.0: error (line 16) "An extended __device__ lambda cannot capture an array variable whose element type ("S") is not assig..."
// Rule 12: a captured array's element type must be copy assignable on the
// host (here: its copy assignment is deleted).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct S {
  S() {}
  S(const S &) = default;
  S &operator=(const S &) = delete;
  int v = 0;
};

void host_function() {
  S a[2];
  // CHECK: r12b_element_deleted_assign.cu:[[@LINE+1]]:13: error: extended lambda captures array 'a', whose element type 'S' is not assignable on the host [R12b]
  auto l = [a] __device__ () { return a[0].v; };
  (void)l;
}
