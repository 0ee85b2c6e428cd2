// Guide 5.3.7.2, __host__ __device__ function: the same four kinds; an
// unannotated lambda takes the function's space (host-device).
// nvcc 13.0: lambda2 device trait true, lambda3 host-device trait true,
// lambda1/lambda4 both false; a __device__ call in lambda1 is rejected
// "from a __host__ __device__ function", in lambda4 "from a __host__ function".
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

__host__ __device__ void host_device_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host-device extended=no enclosing=host_device_function captures=-
    auto lambda1 = [] {};                      // not extended: no annotation
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=yes enclosing=host_device_function captures=-
    auto lambda2 = [] __device__ {};           // extended
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host-device extended=yes enclosing=host_device_function captures=-
    auto lambda3 = [] __host__ __device__ {};  // extended
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host extended=no enclosing=host_device_function captures=-
    auto lambda4 = [] __host__ {};             // not extended
}

// Attribute order on the function does not matter.
__device__ __host__ int device_host_function(int x) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=device extended=yes enclosing=device_host_function captures=x
    auto d = [x] __device__ { return x; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host-device extended=no enclosing=device_host_function captures=x
    return [x] { return x + 1; }();
}
