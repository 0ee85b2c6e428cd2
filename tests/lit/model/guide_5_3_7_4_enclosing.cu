// Guide 5.3.7.4: the enclosing function of an extended lambda skips the
// operator()s of enclosing lambdas up to the first real function; plain
// lambdas report the same enclosing function. Nested block scopes are fine.
// nvcc 13.0: lambda1/lambda4/lambda6/lambda7/lambda8/lambda9 traits true as
// annotated (static_asserts inside the enclosing lambdas' bodies); lambda2,
// lambda3, lambda5 and the plain lambda in go() both traits false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

void host_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=yes enclosing=host_function captures=-
    auto lambda1 = [] __device__ { }; // enclosing function: host_function
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host extended=no enclosing=host_function captures=-
    auto lambda2 = [] {
        // CHECK: {{.*}}.cu:[[@LINE+1]]:24: lambda space=host extended=no enclosing=host_function captures=-
        auto lambda3 = [] {
            // CHECK: {{.*}}.cu:[[@LINE+1]]:28: lambda space=host-device extended=yes enclosing=host_function captures=-
            auto lambda4 = [] __host__ __device__ { }; // enclosing function: host_function
        };
    };
}

void nested_blocks() {
    {
        // CHECK: {{.*}}.cu:[[@LINE+1]]:24: lambda space=device extended=yes enclosing=nested_blocks captures=-
        auto lambda2 = [] __device__ { return 0 ; }; // OK
        for (int i = 0; i < 1; ++i) {
            // CHECK: {{.*}}.cu:[[@LINE+1]]:28: lambda space=host-device extended=yes enclosing=nested_blocks captures=-
            auto lambda3 = [] __device__ __host__ { return 0 ; }; // OK
        }
    }
}

__host__ __device__ void hd_function() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=host-device extended=no enclosing=hd_function captures=-
    auto lambda5 = [] {
        // CHECK: {{.*}}.cu:[[@LINE+1]]:24: lambda space=device extended=yes enclosing=hd_function captures=-
        auto lambda6 = [] __device__ (int i) { return i; };
    };
}

namespace ns {
struct Outer {
    int v;
    void go() {
        // CHECK: {{.*}}.cu:[[@LINE+1]]:9: lambda space=host extended=no enclosing=ns::Outer::go captures=-
        [] {
            // CHECK: {{.*}}.cu:[[@LINE+1]]:28: lambda space=device extended=yes enclosing=ns::Outer::go captures=-
            auto lambda7 = [] __device__ { return 7; };
            // CHECK: {{.*}}.cu:[[@LINE+1]]:28: lambda space=host-device extended=yes enclosing=ns::Outer::go captures=-
            auto lambda8 = [] __host__ __device__ { return 8; };
        }();
    }
};
} // namespace ns

int main() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=yes enclosing=main captures=-
    auto lambda9 = [] __device__ { return 9; };
    ns::Outer o{1};
    o.go();
}
