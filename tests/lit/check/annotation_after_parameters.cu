// nvcc 13.0: error (line 10) "The operator() function for a lambda cannot be explicitly annotated with execution space annotations..."
// nvcc refuses an execution-space annotation written after a lambda's
// parameter list (clang only warns); cudalift reports it as an error, at
// the annotation, with the place it belongs.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
// RUN: %expect-exit 1 %cudalift --check %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  // CHECK: annotation_after_parameters.cu:[[@LINE+1]]:22: error: '__device__' written after a lambda's parameter list: nvcc rejects it; write it after the capture list ('[] __device__ (...) {...}')
  auto l = [](int i) __device__ { return i; };
  // CHECK: annotation_after_parameters.cu:[[@LINE+2]]:23: error: '__host__' written after a lambda's parameter list: nvcc rejects it; write it after the capture list ('[] __host__ (...) {...}')
  // CHECK: annotation_after_parameters.cu:[[@LINE+1]]:32: error: '__device__' written after a lambda's parameter list: nvcc rejects it; write it after the capture list ('[] __device__ (...) {...}')
  auto l2 = [](int i) __host__ __device__ { return i; };
  (void)l; (void)l2;
}
