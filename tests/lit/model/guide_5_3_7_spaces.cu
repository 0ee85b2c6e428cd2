// Guide 5.3.7: a lambda takes the execution space of its innermost enclosing
// function; with none (namespace scope, default argument) it is __host__.
// None of these lambdas is annotated, so none is extended.
// nvcc 13.0: spaces confirmed by calling a __device__ function in each body
// (errors name "__host__ function(operator())" for host lambdas, none for
// device lambdas, "__host__ __device__" for lambda4); traits all false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

// CHECK: {{.*}}.cu:[[@LINE+1]]:22: lambda space=host extended=no enclosing=- captures=-
auto global_lambda = [](){ return 0; }; // __host__

void host_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host extended=no enclosing=host_function captures=-
    auto lambda1 = [](){ return 1; };   // __host__
    // CHECK: {{.*}}.cu:[[@LINE+1]]:5: lambda space=host extended=no enclosing=host_function captures=-
    [](){ return 3; };                  // __host__, closure type (body of a lambda expression)
}

__device__ void device_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=no enclosing=device_function captures=-
    auto lambda2 = [](){ return 2; };   // __device__
}

__global__ void kernel_function(void) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=no enclosing=kernel_function captures=-
    auto lambda3 = [](){ return 3; };   // __device__
}

__host__ __device__ void host_device_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host-device extended=no enclosing=host_device_function captures=-
    auto lambda4 = [](){ return 4; };   // __host__ __device__
}

using function_ptr_t = int (*)();

__device__ void device_function(float          value,
// CHECK: {{.*}}.cu:[[@LINE+1]]:54: lambda space=host extended=no enclosing=- captures=-
                                function_ptr_t ptr = [](){ return 4; } /* __host__ */) {}
