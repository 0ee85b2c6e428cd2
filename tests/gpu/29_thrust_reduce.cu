// 29_thrust_reduce: thrust reductions driven by extended lambdas:
// thrust::reduce with a __device__ lambda as the binary operator (max),
// thrust::transform_reduce with a __device__ unary lambda, thrust::count_if
// with a __host__ __device__ predicate that captures a threshold and with
// a __device__ predicate wrapped in cuda::proclaim_return_type.  Thrust
// asks for a __device__ lambda's return type in host code, so those have
// a trailing return type (or the proclaim wrapper).
#include <cstdio>

#include <cuda/functional>
#include <thrust/count.h>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/transform_reduce.h>

int main() {
  const int n = 1000;
  thrust::device_vector<int> v(n);
  thrust::sequence(v.begin(), v.end(), 1);  // 1 .. 1000

  int folded = thrust::reduce(v.begin(), v.end(), 0,
                              [] __device__(int a, int b) -> int { return a > b ? a : b; });
  long long sum_sq = thrust::transform_reduce(
      v.begin(), v.end(), [] __device__(int x) -> long long { return (long long)x * x; }, 0LL,
      thrust::plus<long long>());
  int threshold = 750;
  auto above = [=] __host__ __device__(int x) { return x > threshold; };
  long above_count = (long)thrust::count_if(v.begin(), v.end(), above);
  long evens = (long)thrust::count_if(
      v.begin(), v.end(), cuda::proclaim_return_type<bool>([] __device__(int x) { return x % 2 == 0; }));

  std::printf("max = %d\n", folded);
  std::printf("sum of squares = %lld\n", sum_sq);
  std::printf("above %d: %ld (host above(751) = %d)\n", threshold, above_count, int(above(751)));
  std::printf("evens: %ld\n", evens);
  return 0;
}
