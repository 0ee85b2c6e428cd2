// nvcc 13.0: error (host compiler, line 8) "no match for ‘operator+’ (operand type is ‘__nv_dl_wrapper_t<__nv_dl_tag<void (*)(), host_function, ..."
// Rule 16: unary plus converts a closure to a function pointer too.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto l = [] __device__ (int x) { return x; };
  // CHECK: r16_unary_plus.cu:[[@LINE+1]]:20: error: the __device__ lambda at line 6 is converted to a function pointer in host code [R16]
  int (*p)(int) = +l;
  (void)p;
}
