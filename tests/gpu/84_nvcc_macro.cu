// The includes sit under `#ifdef __NVCC__`, and a compiler-detection chain
// picks the lambda's annotation by `defined(__NVCC__)`: cudalift's parse
// defines __NVCC__ as nvcc does, sees thrust and the extended lambda, and
// lowers it (CCCL's own compiler detection still sees clang, -DNDEBUG
// included).
#include <cstdio>
#ifdef __NVCC__
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#endif
#if defined(__NVCC__)
#define LIB_DEVICE __device__
#elif defined(__HIPCC__)
#define LIB_DEVICE __device__
#else
#error Unsupported compiler
#endif

int main() {
  thrust::device_vector<int> v(4, 1);
  thrust::transform(v.begin(), v.end(), v.begin(), [] LIB_DEVICE (int x) { return x + 41; });
  int k = 3;
  thrust::transform(v.begin(), v.end(), v.begin(), [=] LIB_DEVICE (int x) { return x * k; });
  printf("%d %d\n", (int)v[3], thrust::reduce(v.begin(), v.end()));
  return 0;
}
