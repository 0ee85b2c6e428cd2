// 80_operator_on_temporary: a lambda in a member function calls a function
// object built on the spot (`Max{}(a, b)`, as CUB's tests call
// `cuda::maximum<>{}`) whose call operator is static where the compiler
// allows it, the way CCCL's function objects declare theirs; the lowered
// body keeps the call as written and names the class's static member
// through the wrapper.
#include <cstdio>

#include "check.h"

#if __cpp_static_call_operator >= 202207L
#  define CALL_OPERATOR(...) static operator()(__VA_ARGS__)
#else
#  define CALL_OPERATOR(...) operator()(__VA_ARGS__) const
#endif

struct Max {
  __host__ __device__ constexpr float CALL_OPERATOR(float a, float b) { return a < b ? b : a; }
};

template <class F> __global__ void kernel(F f, float *out) { *out = f(0.5f, 2.0f); }

struct Runner {
  static constexpr float scale = 3.0f;
  float run() {
    auto op = [] __host__ __device__ (float a, float b) -> float {
      return Max{}(a, b) * scale;
    };
    float *d, h = 0;
    CHECK(cudaMalloc(&d, sizeof *d));
    kernel<<<1, 1>>>(op, d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d));
    std::printf("device: %.1f, host: %.1f\n", h, op(1.0f, 4.0f));
    return h;
  }
};

int main() {
  Runner{}.run();
  return 0;
}
