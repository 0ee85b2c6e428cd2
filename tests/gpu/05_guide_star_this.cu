// 05_guide_star_this: guide 5.3.7.6.  In a member function, [=] with a
// member reference captures the `this` pointer; [=, *this] copies the
// object.  The object lives in managed memory so that the `this` pointer
// is valid on the GPU, and `var` changes after the lambdas are created:
// the *this copy still sees 10, the pointer sees 20.
#include <new>
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename T>
__global__ void foo(T in) { printf("value = %d\n", in()); }

struct MyStruct {
  int var;
  __host__ __device__ MyStruct() : var(10) {}

  void run() {
    // Note the "*this" capture specification: the object is copied.
    auto lambda1 = [=, *this] __device__ { return var + 1; };
    // A reference to "var" captures the `this` pointer by value.
    auto lambda2 = [=] __device__ { return var + 1; };
    var = 20;
    std::fflush(stdout);
    foo<<<1, 1>>>(lambda1);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    foo<<<1, 1>>>(lambda2);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::fflush(stdout);
  }
};

int main() {
  void *mem = nullptr;
  CHECK(cudaMallocManaged(&mem, sizeof(MyStruct)));
  MyStruct *s1 = new (mem) MyStruct;
  s1->run();
  std::printf("host var = %d\n", s1->var);
  CHECK(cudaFree(mem));
  return 0;
}
