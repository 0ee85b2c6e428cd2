// nvcc 13.0: error (line 12) "calling a __device__ function("host_function()::[lambda(int) (instance 1)]::operator ()(int) const") from a __host__ function("host_function") is not allowed"
// A capturing __device__ lambda in host code: asking for its result type
// is allowed (guide 5.3.7.4 rule 14), calling it is not.  The evaluated
// call stays an error, at the closure's name, as nvcc places it.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
// CHECK: r14_capturing_host_call.cu:[[@LINE+6]]:9: error: calling the __device__ lambda of line [[@LINE+4]] from host function 'host_function': it runs on the device only

void host_function() {
  int k = 3;
  auto d = [k] __device__ (int x) -> float { return x * 2.0f + k; };
  using R = decltype(d(1));
  R r = d(2);
  (void)r;
}
