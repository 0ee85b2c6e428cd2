// 77_capture_host_copy: an extended lambda captures an object whose class
// has a __host__ copy constructor (a handle holding a host-side pointer,
// as graph libraries write), and device code copies the closure: a
// kernel's `F g(f)`, and thrust::transform, whose kernels take the
// functor by value.  nvcc warns (#20011-D) and builds it; so does
// cudalift, which says why in a warning.  The program does not run right
// either way: the __host__ constructor cannot run on the device, and on
// an H200 both builds' kernels write nothing and report no error.  The
// expected output is nvcc's build's, which the lowered build must match.
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/transform.h>

struct Handle {
  Handle() : v(7) {}
  Handle(const Handle &o) : v(o.v) {}
  __host__ __device__ int get() const { return v; }
  int v;
};

template <class F> __global__ void copy_then_call(F f, int *o) {
  F g(f);
  o[threadIdx.x] = g(threadIdx.x);
}

int main() {
  Handle h;
  auto l = [=] __device__(int i) { return h.get() + i; };
  int *o;
  cudaMallocManaged(&o, 3 * sizeof(int));
  o[0] = o[1] = o[2] = -1;
  copy_then_call<<<1, 3>>>(l, o);
  cudaError_t e = cudaDeviceSynchronize();
  if (e == cudaSuccess)
    e = cudaGetLastError();
  if (e != cudaSuccess)
    std::printf("kernel: %s\n", cudaGetErrorString(e));
  else
    std::printf("kernel: %d %d %d\n", o[0], o[1], o[2]);
  try {
    thrust::device_vector<int> v(4);
    thrust::transform(thrust::device, thrust::make_counting_iterator(0),
                      thrust::make_counting_iterator(4), v.begin(), l);
    std::printf("thrust::transform:");
    for (int x : v)
      std::printf(" %d", x);
    std::printf("\n");
  } catch (const std::exception &x) {
    std::printf("thrust::transform: %s\n", x.what());
  }
  return 0;
}
