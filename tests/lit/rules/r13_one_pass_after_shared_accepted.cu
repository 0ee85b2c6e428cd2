// nvcc 13.0: accepted
// Rule 13 is about numbers that change.  Lambdas that only the device pass
// sees (NV_IF_TARGET(NV_IS_DEVICE, ...), as libcudacxx's own tests write,
// which names __CUDA_ARCH__ only inside <nv/target>), after every lambda
// both passes see, or in a function where no lambda is seen by both, move
// no other lambda's number, and none of them is launched: nvcc pairs the
// rest right, so cudalift reports nothing, and the drop-in builds it.
// With the device-only lambda before the launched one (-DBEFORE), the
// launched lambda's number differs between the passes: R13 (nvcc 13.0
// accepts that variant silently and pairs the wrong bodies).
// RUN: %cudalift --check %s 2>&1 | count 0
// RUN: %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty
// BUILD-NOT: error
// RUN: %expect-exit 1 %cudalift --check -DBEFORE %s 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE: r13_one_pass_after_shared_accepted.cu:[[#@LINE+13]]:{{[0-9]+}}: error: extended lambda exists only when __CUDA_ARCH__ is defined, so the number and order of extended lambdas in 'main' depend on it [R13]
#include <nv/target>

template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

__host__ __device__ int twice(int x) {
  NV_IF_TARGET(NV_IS_DEVICE, (auto f = [] __device__ (int v) { return 2 * v; }; return f(x);),
               (return x + x;));
}

int main() {
  int *out = nullptr;
#ifdef BEFORE
  NV_IF_TARGET(NV_IS_DEVICE, (auto early = [] __device__ (int v) { return v; }; (void)early;));
#endif
  each<<<1, 2>>>([] __device__ (int i) { return twice(i); }, out);
  NV_IF_TARGET(NV_IS_DEVICE, (auto g = [] __device__ (int v) { return v; }; (void)g;));
  return twice(3) == 6 ? 0 : 1;
}
