// Guide 5.3.7.1 (host part): only __device__ / __host__ __device__ closures
// may be __global__ arguments; namespace-scope lambdas never, even annotated.
// The device-side launches of the same example are in
// guide_5_3_7_1_device_launch.cu.
// nvcc 13.0: global_lambda: both traits false, operator() is
// "__host__ __device__"; the two launches in host_function: device trait true
// resp. host-device trait true (template probe on the closure type).
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

template <typename T>
__global__ void kernel(T input) {}

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
