// Guide 5.3.7.1: only __device__ / __host__ __device__ closures may be
// __global__ arguments. In a __device__ function an annotation sets the
// space but never makes the lambda extended; in a host function it does.
// nvcc 13.0 (-rdc=true): traits false for the three device_function lambdas
// and global_lambda; device trait true / host-device trait true for the two
// host_function launches (checked through a template probe on T).
// RUN: %cudalift --print-lambdas %fast -rdc=true %s | FileCheck %s --implicit-check-not=lambda

template <typename T>
__global__ void kernel(T input) {}

__device__ void device_function() {
    // device kernel launches need separate compilation (-rdc=true)
    // CHECK: {{.*}}.cu:[[@LINE+1]]:22: lambda space=device extended=no enclosing=device_function captures=-
    kernel<<<1, 1>>>([](){});
    // CHECK: {{.*}}.cu:[[@LINE+1]]:22: lambda space=device extended=no enclosing=device_function captures=-
    kernel<<<1, 1>>>([] __device__() {});          // extended-lambda syntax
    // CHECK: {{.*}}.cu:[[@LINE+1]]:22: lambda space=host-device extended=no enclosing=device_function captures=-
    kernel<<<1, 1>>>([] __host__ __device__() {}); // extended-lambda syntax
}

// CHECK: {{.*}}.cu:[[@LINE+1]]:22: lambda space=host-device extended=no enclosing=- captures=-
auto global_lambda = [] __host__ __device__() {};

void host_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:22: lambda space=device extended=yes enclosing=host_function captures=-
    kernel<<<1, 1>>>([] __device__() {});          // OK, extended lambda
    // CHECK: {{.*}}.cu:[[@LINE+1]]:22: lambda space=host-device extended=yes enclosing=host_function captures=-
    kernel<<<1, 1>>>([] __host__ __device__() {}); // OK, extended lambda
//  kernel<<<1, 1>>>([](){});                      // error, __host__ closure
//  kernel<<<1, 1>>>(global_lambda);               // error, not in a function
}
