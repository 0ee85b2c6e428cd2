// A lambda in a member function calls a function object built on the spot
// (`Max{}(a, b)`, as CUB's tests call `cuda::maximum<>{}(a, b)`) whose call
// operator is static where the compiler allows it, as CCCL declares its
// function objects'.  The call's reference to `operator()` sits at the
// `(`, by no name, and is another class's member: the body keeps the call
// as written, while the class's own static member still goes through the
// wrapper's `__Self::`.  Before, the call lost its parentheses to `__Self::`.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast -std=c++17 %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -std=c++17 -c %t.cu -o %t.o
#if __cpp_static_call_operator >= 202207L
#  define CALL_OPERATOR(...) static operator()(__VA_ARGS__)
#else
#  define CALL_OPERATOR(...) operator()(__VA_ARGS__) const
#endif

struct Max {
  __host__ __device__ constexpr float CALL_OPERATOR(float a, float b) { return a < b ? b : a; }
  __host__ __device__ constexpr float operator[](float a) const { return a; }
};

template <class F> __global__ void kernel(F f, float *out) { *out = f(0.5f, 2.0f); }

struct Runner {
  static constexpr float scale = 3.0f;
  void run(float *d) {
    auto op = [] __host__ __device__ (float a, float b) -> float {
      // CHECK: return Max{}(a, b) * __Self::scale + Max{}[b];
      return Max{}(a, b) * scale + Max{}[b];
    };
    kernel<<<1, 1>>>(op, d);
  }
};
