// nvcc 13.0: error (line 14) "An extended __host__ __device__ lambda cannot capture an array variable whose element type ("P") is ..."
// Rule 12: a two-dimensional array of a class without a default
// constructor, captured by name by a host-device lambda.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct P {
  P(int v) : v(v) {}
  int v;
};

void host_function() {
  P grid[2][2] = {{P(1), P(2)}, {P(3), P(4)}};
  // CHECK: r12b_element_2d_explicit_capture.cu:[[@LINE+1]]:13: error: extended lambda captures array 'grid', whose element type 'P' is not default constructible on the host [R12b]
  auto l = [grid] __host__ __device__ () { return grid[1][1].v; };
  (void)l;
}
