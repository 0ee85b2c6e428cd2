// Guide 5.3.7.2: `global_lambda` is not extended because it is not defined
// in a __host__ or __host__ __device__ function; its annotation still makes
// it host-device. docs/SPEC.md quirk: a namespace-scope `[] __device__` is a
// plain device lambda.
// nvcc 13.0: both traits false for all three; a __device__ call in
// global_lambda is rejected "from a __host__ __device__ function", in
// ns::dev_lambda it is accepted.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

// CHECK: {{.*}}.cu:[[@LINE+1]]:22: lambda space=host-device extended=no enclosing=- captures=-
auto global_lambda = [] __host__ __device__ { }; // not extended

namespace ns {
// CHECK: {{.*}}.cu:[[@LINE+1]]:19: lambda space=device extended=no enclosing=- captures=-
auto dev_lambda = [] __device__ (int i) { return i; };
// CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host extended=no enclosing=- captures=-
auto host_lambda = [] __host__ { return 1; };
}
