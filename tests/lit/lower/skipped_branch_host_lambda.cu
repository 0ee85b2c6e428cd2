// A lambda annotated `__host__` alone, in an #if branch that nvcc takes
// and cudalift's parse (clang) skips, as CCCL's examples write
// (`#if _CCCL_CUDA_COMPILER(NVCC)` ... `->*[=] __host__ (size_t i, ...)`):
// plain nvcc refuses the annotation, and on a host lambda it changes
// nothing, so the lowered file drops it (read from the raw tokens of the
// skipped branch).  Subscripts and attributes there are left alone.
// nvcc 13.0 --extended-lambda accepts this file; plain nvcc compiles the
// lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
#include <algorithm>
#include <vector>

template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

int main() {
  int k = 4;
  std::vector<int> v{1, 2, 3};
  each<<<1, 2>>>([=] __device__ (int i) { return i + k; }, nullptr);
#if defined(__NVCC__) && !defined(__clang__)
  // CHECK: {{^}}  std::for_each(v.begin(), v.end(), [=]  (int &x) { x += k; });
  std::for_each(v.begin(), v.end(), [=] __host__ (int &x) { x += k; });
  // CHECK: {{^}}  auto h = [k]  (size_t i) { return i + k; };
  auto h = [k] __host__ (size_t i) { return i + k; };
  // CHECK: {{^}}  int a[2] = {1, 2}; {{\[\[}}maybe_unused{{\]\]}} int y = a[1];
  int a[2] = {1, 2}; [[maybe_unused]] int y = a[1];
  (void)h;
#endif
  return v[0] == 5 ? 0 : 1;
}
