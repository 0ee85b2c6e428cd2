// nvcc 13.0: error (line 9) "expression must have a constant value"
// Rule 12: an enumerator's value is a constant expression.  clang refuses
// the local closure there before any rule looks at it; both reject.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto size = [] __host__ __device__ () { return 8; };
  // CHECK: r12g_enumerator_call.cu:[[@LINE+1]]:14: error: reference to local variable 'size' declared in enclosing function 'host_function'
  enum { N = size() };
  (void)N;
}
