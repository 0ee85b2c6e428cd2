// nvcc 13.0: error (host compiler, nvcc_internal_extended_lambda_implementation line 32) "use of deleted function ‘T::T()’"
// Rule 12: the element class has no constructor of its own, but a member
// without a default constructor deletes its implicit one.  nvcc passes
// this on; its host compiler then fails inside nvcc's own wrapper.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct N {
  N(int) {}
};
struct T {
  N n;
  int v;
};

void host_function(T (&a)[2]) {
  // CHECK: r12b_element_member_no_default.cu:[[@LINE+1]]:39: error: extended lambda captures array 'a', whose element type 'T' is not default constructible on the host [R12b]
  auto l = [=] __device__ () { return a[0].v; };
  (void)l;
}
