// nvcc 13.0: error (line 16) "An extended __device__ lambda cannot capture an array variable whose element type ("S") is not assig..."
// Rule 12: a user-declared move constructor deletes the implicit copy
// assignment.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct S {
  S() = default;
  S(S &&) = default;
  S(const S &) {}
  int v = 0;
};

void host_function() {
  S a[2];
  // CHECK: r12b_element_move_declared.cu:[[@LINE+1]]:39: error: extended lambda captures array 'a', whose element type 'S' is not assignable on the host [R12b]
  auto l = [=] __device__ () { return a[1].v; };
  (void)l;
}
