// nvcc 13.0: error (line 13) "The closure type for a lambda ("lambda []()->void", defined at g1_host_lambda_launch.cu:10) cannot b..." (3 errors)
// Guide 5.3.7.1: a plain host lambda's closure type as the template
// argument of a __global__ function template (deduced at the launch).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class F> __global__ void kernel(F f) { f(); }

void host_function() {
  // CHECK: g1_host_lambda_launch.cu:[[@LINE+4]]:3: error: __global__ function template 'kernel' is instantiated with the closure type of the lambda at line [[@LINE+1]], which is not an extended lambda (no execution-space annotation) [G1]
  auto l = [=] { }; // expected-note {{the lambda is defined here}}
  // CHECK: g1_host_lambda_launch.cu:[[@LINE-1]]:12: note: the lambda is defined here
  // CHECK: note: annotate the lambda __device__ or __host__ __device__
  kernel<<<1, 1>>>(l); // expected-error {{__global__ function template 'kernel' is instantiated with the closure type of the lambda at line 10, which is not an extended lambda (no execution-space annotation)}} expected-note {{annotate the lambda __device__ or __host__ __device__}}
}
// RUN: %cudalift --check -verify %fast %s
