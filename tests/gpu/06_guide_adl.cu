// 06_guide_adl: guide 5.3.7.7.  An extended lambda defined in bar(), whose
// parameter type is N1::MyStruct, is passed to N2::run, which calls
// my_function unqualified.  nvcc's placeholder type drags N1 into the
// argument-dependent lookup; in the guide's version that makes the call
// ambiguous.  Here N1's overload takes `...` so it is viable but always
// loses: both builds must call N2::my_function.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

namespace N1 {
struct MyStruct {};
inline int my_function(...) { return 1; }
}  // namespace N1

namespace N2 {
template <typename T>
int my_function(T) { return 2; }

template <typename T>
int run(T in) { return my_function(in); }
}  // namespace N2

template <typename F>
__global__ void launch(int *out, F f) { *out = f(); }

int bar(N1::MyStruct in) {
  (void)in;
  auto lambda1 = [=] __device__ { return 42; };
  int picked = N2::run(lambda1);
  int *d = nullptr;
  CHECK(cudaMalloc(&d, sizeof(int)));
  launch<<<1, 1>>>(d, lambda1);
  CHECK(cudaGetLastError());
  int h = 0;
  CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));
  std::printf("lambda1 on the device = %d\n", h);
  return picked;
}

int baz(N1::MyStruct) {
  auto lambda2 = [] __host__ __device__ { return 5; };
  return N2::run(lambda2) * 10 + lambda2();
}

int main() {
  std::printf("N2::run(lambda1) called N%d::my_function\n", bar(N1::MyStruct{}));
  std::printf("baz = %d\n", baz(N1::MyStruct{}));
  return 0;
}
