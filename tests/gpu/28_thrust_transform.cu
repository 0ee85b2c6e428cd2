// 28_thrust_transform: thrust::transform over device_vectors with an
// extended __device__ lambda (unary, capturing a scale), a
// __host__ __device__ lambda (binary), and thrust::sequence/copy around
// them.
#include <cstdio>

#include <thrust/copy.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sequence.h>
#include <thrust/transform.h>

int main() {
  const int n = 8;
  int scale = 3;
  thrust::device_vector<int> x(n), y(n), z(n);
  thrust::sequence(x.begin(), x.end());  // 0 1 2 ... 7
  thrust::transform(x.begin(), x.end(), y.begin(), [=] __device__(int v) { return v * scale + 1; });
  auto diff_sq = [] __host__ __device__(int a, int b) { return (a - b) * (a - b); };
  thrust::transform(y.begin(), y.end(), x.begin(), z.begin(), diff_sq);

  thrust::host_vector<int> hy = y, hz = z;
  std::printf("y:");
  for (int i = 0; i < n; i++)
    std::printf(" %d", hy[i]);
  std::printf("\nz:");
  for (int i = 0; i < n; i++)
    std::printf(" %d", hz[i]);
  std::printf("\nhost diff_sq(10, 4) = %d\n", diff_sq(10, 4));
  return 0;
}
