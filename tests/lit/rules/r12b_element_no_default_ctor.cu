// nvcc 13.0: error (line 14) "An extended __device__ lambda cannot capture an array variable whose element type ("S") is not defau..."
// Rule 12: a captured array's element type must be default constructible
// on the host (here: a constructor taking an int, and no default one).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct S {
  S(int v) : v(v) {}
  int v;
};

void host_function() {
  S a[2] = {S(1), S(2)};
  // CHECK: r12b_element_no_default_ctor.cu:[[@LINE+1]]:39: error: extended lambda captures array 'a', whose element type 'S' is not default constructible on the host [R12b]
  auto l = [=] __device__ () { return a[0].v; };
  (void)l;
}
