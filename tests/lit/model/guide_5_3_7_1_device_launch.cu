// Guide 5.3.7.1 (device part): kernels launched from a __device__ function
// (dynamic parallelism, needs -rdc=true). Inside a __device__ function an
// annotation sets the space but never makes the lambda extended.
// nvcc 13.0 (-rdc=true): compiles; all three closures have both traits false;
// the third lambda's operator() is "__host__ __device__", the others device.
// RUN: %cudalift --print-lambdas %fast -rdc=true %s | FileCheck %s --implicit-check-not=lambda

template <typename T>
__global__ void kernel(T input) {}

__device__ void device_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:22: lambda space=device extended=no enclosing=device_function captures=-
    kernel<<<1, 1>>>([](){});
    // CHECK: {{.*}}.cu:[[@LINE+1]]:22: lambda space=device extended=no enclosing=device_function captures=-
    kernel<<<1, 1>>>([] __device__() {});          // extended-lambda syntax
    // CHECK: {{.*}}.cu:[[@LINE+1]]:22: lambda space=host-device extended=no enclosing=device_function captures=-
    kernel<<<1, 1>>>([] __host__ __device__() {}); // extended-lambda syntax
}
