// 30_thrust_for_each: thrust::for_each with extended __device__ lambdas:
// over a counting iterator writing through a captured raw pointer, and
// over a device_vector modifying elements by reference; then thrust::sort
// with a __device__ comparator lambda (descending).
#include <cstdio>

#include <thrust/device_vector.h>
#include <thrust/for_each.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/sort.h>

int main() {
  const int n = 10;
  thrust::device_vector<int> v(n);
  int *raw = thrust::raw_pointer_cast(v.data());
  int mod = 7;
  thrust::for_each(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                   [=] __device__(int i) { raw[i] = (i * 4) % mod; });
  thrust::for_each(v.begin(), v.end(), [] __device__(int &x) { x = x * 10 + 1; });
  thrust::host_vector<int> before = v;
  thrust::sort(v.begin(), v.end(), [] __device__(int a, int b) { return a > b; });
  thrust::host_vector<int> after = v;

  std::printf("for_each:");
  for (int i = 0; i < n; i++)
    std::printf(" %d", before[i]);
  std::printf("\nsorted:");
  for (int i = 0; i < n; i++)
    std::printf(" %d", after[i]);
  std::printf("\n");
  return 0;
}
