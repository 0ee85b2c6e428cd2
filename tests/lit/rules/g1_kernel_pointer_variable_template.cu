// nvcc 13.0: error (line 8) "The closure type for a lambda ("lambda []()->void", defined at /work/main/tests/lit/rules/g1_kernel_..."
// G1: a host lambda's closure reaches a kernel through a variable template
// that holds the kernel's address.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class F> __global__ void kernel(F f) { f(); }
// CHECK: g1_kernel_pointer_variable_template.cu:[[@LINE+1]]:43: error: __global__ function template 'kernel' is instantiated with the closure type of the lambda at line 11, which is not an extended lambda (no execution-space annotation) [G1]
template <class F> constexpr auto kptr = &kernel<F>;

void host_function() {
  auto l = [] { };
  auto p = kptr<decltype(l)>;
  (void)p;
}
