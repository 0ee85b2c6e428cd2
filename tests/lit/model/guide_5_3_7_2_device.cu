// Guide 5.3.7.2, __device__ and __global__ functions: no lambda in them is
// extended, whatever the annotation; an annotation still sets the space
// (docs/SPEC.md: `[] __host__ __device__` is host-device, `[] __host__` is host).
// nvcc 13.0: all traits false; a __device__ call is rejected in lambda3
// ("from a __host__ __device__ function") and lambda4 ("from a __host__
// function"), accepted in lambda1/lambda2.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

__device__ void device_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=no enclosing=device_function captures=-
    auto lambda1 = [] {};
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=no enclosing=device_function captures=-
    auto lambda2 = [] __device__ {};
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host-device extended=no enclosing=device_function captures=-
    auto lambda3 = [] __host__ __device__ {};
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host extended=no enclosing=device_function captures=-
    auto lambda4 = [] __host__ {};
}

__global__ void kernel_function(int *out) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=device extended=no enclosing=kernel_function captures=out
    auto a = [out] __device__ (int v) { out[0] = v; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=host-device extended=no enclosing=kernel_function captures=-
    auto b = [] __host__ __device__ (int v) { return v * 2; };
    a(b(21));
}
