// nvcc 13.0: error (line 16) "An extended __device__ lambda cannot capture an array variable whose element type ("NoDefault") is ..."
// Rule 12 in a function template: the array's element type is the
// template's parameter, so each instantiation decides.  `run<Fine>` is
// fine; `run<NoDefault>` is not (reported once, at the lambda, as nvcc
// does, with the first instantiation as a note).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:

struct NoDefault {
  NoDefault(int x) : v(x) {}
  int v;
};

template <class T> int run(T a, T b) {
  T arr[2] = {a, b};
  // CHECK: r12b_dependent_element_no_default.cu:[[@LINE+1]]:39: error: extended lambda captures array 'arr', whose element type 'NoDefault' is not default constructible on the host [R12b]
  auto l = [=] __device__ () { return arr[0].v + arr[1].v; };
  (void)l;
  return 0;
}

struct Fine {
  int v;
};

int host_function() {
  // CHECK: r12b_dependent_element_no_default.cu:[[@LINE+1]]:34: note: in the instantiation of 'run' here
  return run(Fine{1}, Fine{2}) + run(NoDefault(1), NoDefault(2)) + run(NoDefault(3), NoDefault(4));
}
// CHECK: note: capture a pointer to the data
