// nvcc 13.0: error (host compiler, line 10) "cannot convert ‘__nv_dl_wrapper_t<__nv_dl_tag<void (*)(), host_function, 1> >’ to ‘int (*)(int)’ in..." (2 errors)
// Guide 5.3.7.4 rule 16: a __device__ lambda converted to a function
// pointer in host code, implicitly or by unary plus.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto l = [] __device__ (int x) { return x; };
  // CHECK: r16_function_pointer.cu:[[@LINE+2]]:20: error: the __device__ lambda at line 7 is converted to a function pointer in host code [R16]
  // CHECK: r16_function_pointer.cu:7:12: note: the lambda is defined here
  int (*fp)(int) = l; // expected-error {{the __device__ lambda at line 7 is converted to a function pointer in host code}}
  // CHECK: r16_function_pointer.cu:[[@LINE+1]]:15: error: the __device__ lambda at line 7 is converted to a function pointer in host code [R16]
  auto fp2 = +l; // expected-error {{the __device__ lambda at line 7 is converted to a function pointer in host code}}
  (void)fp;
  (void)fp2;
}
// RUN: %cudalift --check -verify %fast %s
