// nvcc 13.0: error (line 12) "The closure type for a lambda ("lambda [](int)->int", defined at /work/main/tests/lit/rules/g1_devic..."
// G1: a __device__ variable template's arguments follow the kernel rule:
// the closure of a plain lambda defined in host code may not be one.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> __device__ int tag = sizeof(T);

void host_function() {
  auto l = [] (int x) { return x; };
  auto e = [] __device__ (int x) { return x; };
  // CHECK: g1_device_variable_template.cu:[[@LINE+1]]:9: error: __device__ variable template 'tag' is instantiated with the closure type of the lambda at line 9, which is not an extended lambda (no execution-space annotation) [G1]
  (void)tag<decltype(l)>;
  (void)tag<decltype(e)>;
}
