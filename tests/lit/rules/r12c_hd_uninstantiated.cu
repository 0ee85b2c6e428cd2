// nvcc 13.0: error (line 8) "An extended __host__ __device__ lambda cannot capture an element of a parameter pack"
// Rule 12: host-device lambdas too, and nvcc rejects it before any instantiation.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename... Args>
void host_function(Args... args) {
  // CHECK: r12c_hd_uninstantiated.cu:[[@LINE+1]]:58: error: extended lambda captures the parameter pack 'args' [R12c]
  auto l = [=] __host__ __device__ (int k) { return k + (args * ...); }; // expected-error {{extended lambda captures the parameter pack 'args'}}
}
// RUN: %cudalift --check -verify %fast %s
