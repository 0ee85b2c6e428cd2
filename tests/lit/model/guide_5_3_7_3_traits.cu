// Guide 5.3.7.3: the extended-lambda trait example, verbatim. The
// static_asserts are nvcc's own verdicts; cudalift must agree with them.
// nvcc 13.0: compiles with --extended-lambda (every static_assert holds).
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

// CHECK: {{.*}}.cu:[[@LINE+1]]:16: lambda space=host-device extended=no enclosing=- captures=-
auto lambda0 = [] __host__ __device__ { };

void host_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host extended=no enclosing=host_function captures=-
    auto lambda1 = [] { };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=yes enclosing=host_function captures=-
    auto lambda2 = [] __device__ { };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host-device extended=yes enclosing=host_function captures=-
    auto lambda3 = [] __host__ __device__ { };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=yes enclosing=host_function captures=-
    auto lambda4 = [] __device__ () -> double { return 3.14; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=yes enclosing=host_function captures=-
    auto lambda5 = [] __device__ (int x) -> decltype(&x) { return 0; };

    using lambda0_t = decltype(lambda0);
    using lambda1_t = decltype(lambda1);
    using lambda2_t = decltype(lambda2);
    using lambda3_t = decltype(lambda3);
    using lambda4_t = decltype(lambda4);
    using lambda5_t = decltype(lambda5);

    // 'lambda0' is not an extended lambda (defined outside function scope)
    static_assert(!__nv_is_extended_device_lambda_closure_type(lambda0_t));
    static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda0_t));
    static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda0_t));

    // 'lambda1' is not an extended lambda (no execution space annotation)
    static_assert(!__nv_is_extended_device_lambda_closure_type(lambda1_t));
    static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda1_t));
    static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda1_t));

    // 'lambda2' is an extended device-only lambda
    static_assert(__nv_is_extended_device_lambda_closure_type(lambda2_t));
    static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda2_t));
    static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda2_t));

    // 'lambda3' is an extended host-device lambda
    static_assert(!__nv_is_extended_device_lambda_closure_type(lambda3_t));
    static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda3_t));
    static_assert(__nv_is_extended_host_device_lambda_closure_type(lambda3_t));

    // 'lambda4' is an extended device-only lambda with preserved return type
    static_assert(__nv_is_extended_device_lambda_closure_type(lambda4_t));
    static_assert(__nv_is_extended_device_lambda_with_preserved_return_type(lambda4_t));
    static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda4_t));

    // 'lambda5' is not an extended device-only lambda with preserved return
    // type: its trailing return type names the operator() parameter
    static_assert(__nv_is_extended_device_lambda_closure_type(lambda5_t));
    static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda5_t));
    static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda5_t));
}
