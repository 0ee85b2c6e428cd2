// nvcc 13.0: error (line 9) "The operator() function for a lambda cannot be explicitly annotated with execution space annotations..."
// An annotation after `mutable` is after the parameter list too: nvcc
// refuses it.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int n = 0;
  // CHECK: annotation_after_parameters_mutable.cu:[[@LINE+1]]:31: error: '__device__' written after a lambda's parameter list: nvcc rejects it; write it after the capture list ('[] __device__ (...) {...}')
  auto l = [n](int i) mutable __device__ { return n += i; };
  (void)l;
}
