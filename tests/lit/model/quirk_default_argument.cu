// docs/SPEC.md quirk: extended-lambda syntax directly in a default argument (or a
// default member initializer) gives a plain lambda: no enclosing function,
// not extended; the annotation still sets the space. An unannotated one is
// __host__ (guide 5.3.7), even for a __device__ function's parameter.
// nvcc 13.0: every closure here has both traits false (template probe);
// a __device__ call is accepted in the two `[] __device__` bodies, rejected
// "from a __host__ __device__ function" in the host-device ones and "from a
// __host__ function" in the two unannotated ones.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

template <class F> __host__ __device__ int take(F) { return 0; }

// CHECK: {{.*}}.cu:[[@LINE+1]]:32: lambda space=device extended=no enclosing=- captures=-
void host_default(int x = take([] __device__ (int i) { return i; })) {}

// CHECK: {{.*}}.cu:[[@LINE+1]]:30: lambda space=host-device extended=no enclosing=- captures=-
void hd_default(int (*p)() = [] __host__ __device__ { return 4; }) {}

__device__ void dev_default(
    // CHECK: {{.*}}.cu:[[@LINE+1]]:18: lambda space=device extended=no enclosing=- captures=-
    int x = take([] __device__ { return 1; }),
    // CHECK: {{.*}}.cu:[[@LINE+1]]:18: lambda space=host extended=no enclosing=- captures=-
    int (*p)() = [] { return 4; }) {}

struct S {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:30: lambda space=host-device extended=no enclosing=- captures=-
    void member(int y = take([] __host__ __device__ {}));
};

struct N {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:19: lambda space=host extended=no enclosing=- captures=-
    int (*fp)() = [] { return 1; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:19: lambda space=host-device extended=no enclosing=- captures=-
    int (*gp)() = [] __host__ __device__ { return 1; };
};
