// 62_local_types_in_lambda: __device__ lambdas that use classes and a
// scoped enum declared in the enclosing host function, in their bodies,
// as a parameter type and as the deduced return type (one local class
// naming another).  The host uses the same types around them.  nvcc
// allows no local type as a kernel's template argument: the kernel sees
// ints, which the local classes convert from and to.
#include <cstdio>

#include <cuda_runtime.h>

#include "check.h"

template <typename F, typename In, typename Out>
__global__ void each(F f, const In *in, Out *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(in[i]);
}

template <typename F, typename In, typename Out>
void run(F f, const In *h_in, Out *h_out, int n) {
  In *in = nullptr;
  Out *out = nullptr;
  CHECK(cudaMalloc(&in, n * sizeof(In)));
  CHECK(cudaMalloc(&out, n * sizeof(Out)));
  CHECK(cudaMemcpy(in, h_in, n * sizeof(In), cudaMemcpyHostToDevice));
  each<<<1, 64>>>(f, in, out, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h_out, out, n * sizeof(Out), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
}

int main() {
  struct Point {
    int x, y;
    __host__ __device__ Point(int x, int y) : x(x), y(y) {}
    // Packed as x * 100 + y, both within -49..49.
    __host__ __device__ Point(int packed) : x((packed + 4949) / 100 - 49), y((packed + 4949) % 100 - 49) {}
    __host__ __device__ int manhattan() const { return (x < 0 ? -x : x) + (y < 0 ? -y : y); }
  };
  enum class Quadrant { First, Second, Third, Fourth, Axis };
  struct Tagged {
    Quadrant q;
    int distance;
    __host__ __device__ operator int() const { return int(q) * 1000 + distance; }
  };

  const int n = 6;
  Point pts[n] = {{1, 2}, {-3, 4}, {-5, -6}, {7, -8}, {0, 9}, {10, 0}};
  int packed[n];
  for (int i = 0; i < n; i++)
    packed[i] = pts[i].x * 100 + pts[i].y;

  auto classify = [] __device__(Point p) {
    Quadrant q = p.x == 0 || p.y == 0 ? Quadrant::Axis
                 : p.x > 0           ? (p.y > 0 ? Quadrant::First : Quadrant::Fourth)
                                     : (p.y > 0 ? Quadrant::Second : Quadrant::Third);
    return Tagged{q, p.manhattan()};
  };
  int tags[n];
  run(classify, packed, tags, n);

  const char *names[] = {"first", "second", "third", "fourth", "axis"};
  for (int i = 0; i < n; i++)
    std::printf("(%d, %d): %s quadrant, distance %d (host says %d)\n", pts[i].x, pts[i].y,
                names[tags[i] / 1000], tags[i] % 1000, pts[i].manhattan());

  int offsets[n] = {0, 1, 2, 3, 4, 5};
  auto shifted = [] __device__(int k) { return Point(k, -k).manhattan() + int(Quadrant::Axis); };
  int out[n];
  run(shifted, offsets, out, n);
  for (int i = 0; i < n; i++)
    std::printf("shifted(%d) = %d\n", offsets[i], out[i]);
  std::printf("sizeof(Tagged) = %zu\n", sizeof(Tagged));
  return 0;
}
