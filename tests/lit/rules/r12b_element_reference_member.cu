// nvcc 13.0: error (line 13) "An extended __device__ lambda cannot capture an array variable whose element type ("Ref") is not d..."
// Rule 12: a reference member deletes the implicit default constructor
// (and the copy assignment); nvcc names the constructor first.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Ref {
  int &r;
};

void host_function(int &x) {
  Ref arr[1] = {{x}};
  // CHECK: r12b_element_reference_member.cu:[[@LINE+1]]:39: error: extended lambda captures array 'arr', whose element type 'Ref' is not default constructible on the host [R12b]
  auto l = [=] __device__ () { return arr[0].r; };
  (void)l;
}
