// Guide 5.3.7.2, __host__ function: only __device__ and __host__ __device__
// annotations make an extended lambda; a plain lambda and `[] __host__` are
// ordinary host lambdas.
// nvcc 13.0: lambda2 device trait true, lambda3 host-device trait true,
// lambda1/lambda4 both traits false; a __device__ call in lambda1/lambda4
// is rejected "from a __host__ function".
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

void host_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host extended=no enclosing=host_function captures=-
    auto lambda1 = [] {};                      // not extended: no annotation
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=yes enclosing=host_function captures=-
    auto lambda2 = [] __device__ {};           // extended
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host-device extended=yes enclosing=host_function captures=-
    auto lambda3 = [] __host__ __device__ {};  // extended
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host extended=no enclosing=host_function captures=-
    auto lambda4 = [] __host__ {};             // not extended
}

// An explicit __host__ on the function changes nothing.
__host__ void explicit_host_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=yes enclosing=explicit_host_function captures=-
    auto lambda5 = [] __device__ (int i) { return i; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host-device extended=yes enclosing=explicit_host_function captures=-
    auto lambda6 = [] __device__ __host__ () {};  // annotation order does not matter
}
