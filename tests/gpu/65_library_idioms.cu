// 65_library_idioms: constructs libraries write around extended lambdas.
// A function template keeps compile-time constants in an unnamed enum
// whose enumerators come from its template parameters, and a named plain
// enum, both used in a __device__ lambda.  A class template's member
// function template launches a mutable __host__ __device__ lambda that
// calls a member of a captured parameter of dependent type, and one that
// destroys elements through a pointer expression (`(data + i)->~T()`).
// The destructor acts on the device only: the host's copies of the
// elements point at device memory.
#include <cstdio>
#include <new>
#include <type_traits>

#include <cuda_runtime.h>

#include "check.h"

struct empty_t {};

template <typename F>
__global__ void each(F f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    f(i);
}

template <typename V>
void constants(const char *name, int *out) {
  enum { has_values = !std::is_same<V, empty_t>::value, width = sizeof(V) };
  enum Mode { Fast = 3, Slow = 7 };
  int mode = Slow;
  each<<<1, 32>>>([=] __device__ (int i) { out[i] = has_values ? i * width + mode : Fast; }, 4);
  CHECK(cudaGetLastError());
  int host[4];
  CHECK(cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost));
  std::printf("%s: %d %d %d %d (host: has_values %d, width %d)\n", name, host[0], host[1],
              host[2], host[3], int(has_values), int(width));
}

struct Counter {
  int *slot;
  int bumps;
  __host__ __device__ void set_value() { *slot += ++bumps; }
};

struct Tracked {
  int *log;
  int id;
  __host__ __device__ ~Tracked() {
#ifdef __CUDA_ARCH__
    log[id] = 100 + id;
#endif
  }
};

template <typename T>
struct Pool {
  T bias;
  template <typename R>
  void bump(R nr, int times) {
    each<<<1, 1>>>([=] __host__ __device__ (int) mutable {
      for (int k = 0; k < times; k++)
        nr.set_value();
    }, 1);
    CHECK(cudaGetLastError());
  }
  template <typename E>
  void destroy(E *data, int n) {
    each<<<1, 32>>>([=] __device__ (int i) { (data + i)->~E(); }, n);
    CHECK(cudaGetLastError());
  }
};

int main() {
  int *out = nullptr;
  CHECK(cudaMalloc(&out, 32 * sizeof(int)));
  constants<double>("double", out);
  constants<empty_t>("empty", out);

  int *slot = nullptr;
  CHECK(cudaMalloc(&slot, sizeof(int)));
  CHECK(cudaMemset(slot, 0, sizeof(int)));
  Pool<int> pool{1};
  pool.bump(Counter{slot, 0}, 4);
  int got = 0;
  CHECK(cudaMemcpy(&got, slot, sizeof got, cudaMemcpyDeviceToHost));
  std::printf("bumped: %d\n", got);

  const int n = 3;
  Tracked *items = nullptr;
  int *log = nullptr;
  CHECK(cudaMalloc(&items, n * sizeof(Tracked)));
  CHECK(cudaMalloc(&log, n * sizeof(int)));
  CHECK(cudaMemset(log, 0, n * sizeof(int)));
  Tracked init[n] = {{log, 0}, {log, 1}, {log, 2}};
  CHECK(cudaMemcpy(items, init, sizeof init, cudaMemcpyHostToDevice));
  pool.destroy(items, n);
  int logged[n];
  CHECK(cudaMemcpy(logged, log, sizeof logged, cudaMemcpyDeviceToHost));
  std::printf("destroyed: %d %d %d\n", logged[0], logged[1], logged[2]);
  CHECK(cudaFree(out));
  CHECK(cudaFree(slot));
  CHECK(cudaFree(items));
  CHECK(cudaFree(log));
  return 0;
}
