// The host pass's errors inside device-only bodies (see
// host_errors_in_device_bodies.cu), where the body is a member function
// template of a class in a namespace, the namespace opened twice and the
// class after other declarations: the place of each error is found among
// nested declarations, and only a __device__ member's body is the device
// pass's to judge.  With -DHOSTSIDE the same call sits in a __host__
// member, whose errors are the host pass's own.
// nvcc 13.0 --extended-lambda: compiles (-c); -DBAD: error "argument of
// type "Half *" is incompatible with parameter of type "float *"" at the
// call in Ops::apply; -DHOSTSIDE: the host compiler's "cannot convert
// 'Half*' to 'float*'" in Ops::host_apply.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -arch=sm_90 -c %s -o %t/ref.o
// RUN: %cudalift --check %fast -arch=sm_90 %s 2>&1 | count 0
// RUN: not %nvcc-verdict --extended-lambda -arch=sm_90 -DBAD -c %s -o %t/bad.o
// RUN: %expect-exit 1 %cudalift --check %fast -arch=sm_90 -DBAD %s 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: not %nvcc-verdict --extended-lambda -arch=sm_90 -DHOSTSIDE -c %s -o %t/host.o
// RUN: %expect-exit 1 %cudalift --check %fast -arch=sm_90 -DHOSTSIDE %s 2>&1 | FileCheck --check-prefix=HOST %s
// BAD: host_errors_in_device_members.cu:[[#@LINE+24]]:5: error: no matching function for call to 'add'
// HOST: host_errors_in_device_members.cu:[[#@LINE+27]]:5: error: no matching function for call to 'add'

struct Half {
  unsigned short bits;
};

namespace lib {
__device__ inline void add(float *d, float v) { *d += v; }
inline int unrelated(int x) { return x + 1; }
} // namespace lib

namespace lib {
#if defined(__CUDA_ARCH__) && !defined(BAD)
__device__ inline void add(Half *d, float v) { d->bits += (unsigned short)v; }
#endif
struct Before {
  int n;
  int twice() const { return 2 * n; }
};
struct Ops {
  int k;
  template <typename T> __device__ static void apply(T *d) {
    float v = 1;
    add(d, v);
  }
#ifdef HOSTSIDE
  template <typename T> static void host_apply(T *d) {
    add(d, 1.0f);
  }
#endif
};
template <typename T> __global__ void kern(T *d) { Ops::apply(d); }
} // namespace lib

template <typename F> __global__ void run(F f) { f(threadIdx.x); }

void launch(Half *h, float *g) {
  lib::kern<<<1, 1>>>(h);
  lib::kern<<<1, 1>>>(g);
  run<<<1, 1>>>([=] __device__ (int i) { g[i] = 1; });
#ifdef HOSTSIDE
  lib::Ops::host_apply(h);
#endif
}
