// nvcc 13.0: error (line 15) "An extended __device__ lambda cannot capture an array variable whose element type ("NoDefault") is ..."
// Rule 12: an array sized by a template parameter, its element type fixed
// and not default constructible: nvcc reports it when the template is
// instantiated (r12b_dependent_element_accepted.cu: not without).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct NoDefault {
  NoDefault(int x) : v(x) {}
  int v;
};

template <int N> int sized(NoDefault x) {
  NoDefault arr[N] = {x};
  // CHECK: r12b_dependent_size.cu:[[@LINE+1]]:39: error: extended lambda captures array 'arr', whose element type 'NoDefault' is not default constructible on the host [R12b]
  auto l = [=] __device__ () { return arr[0].v; };
  (void)l;
  return 0;
}

// CHECK: r12b_dependent_size.cu:[[@LINE+1]]:30: note: in the instantiation of 'sized' here
int host_function() { return sized<1>(NoDefault(1)); }
