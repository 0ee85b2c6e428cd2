// nvcc 13.0: error (line 13) "An extended __host__ __device__ lambda cannot capture an array variable whose element type ("S") is ..."
// Rule 12: a const data member deletes the implicit copy assignment, so an
// array of the class cannot be captured (a __host__ __device__ lambda too).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct S {
  const int v = 1;
};

void host_function() {
  S a[2];
  // CHECK: r12b_element_const_member.cu:[[@LINE+1]]:13: error: extended lambda captures array 'a', whose element type 'S' is not assignable on the host [R12b]
  auto l = [a] __host__ __device__ () { return a[0].v; };
  (void)l;
}
