// nvcc 13.0: error (line 12) "identifier "hits" is undefined in device code"
// H1: a namespace-scope `static` variable, written by a launched
// __device__ lambda.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class F> __global__ void k(F f) { f(); }

static int hits;

void host_function() {
  // CHECK: h1_static_global_written.cu:[[@LINE+1]]:34: error: device code reads 'hits', a host variable (a namespace-scope variable); it does not exist in device memory [H1]
  k<<<1, 1>>>([] __device__ () { hits = 1; });
}
