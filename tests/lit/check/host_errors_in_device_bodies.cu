// A kernel template whose body calls an overload declared only where
// __CUDA_ARCH__ is defined (tiny-cuda-nn's atomic_add_gmem for __half,
// declared under `__CUDA_ARCH__ >= 600`).  clang's host pass instantiates
// the kernel and finds no overload; nvcc's host compilation never reads a
// device-only body, nor instantiates what only such a body asks for (a
// __host__ __device__ template, -DHD).  The host pass's errors there are
// the device pass's to judge: --check runs it, which finds the overload,
// and accepts the file, as the drop-in and nvcc do.  With -DBAD the
// overload is missing in both passes: the error stays, at its line.  A
// __host__ __device__ template that host code instantiates is the host
// pass's own (-DHD_HOST).
// nvcc 13.0 --extended-lambda: compiles (-c), also with -DHD; -DBAD: error
// "argument of type "Half *" is incompatible with parameter of type
// "float *"" at the kernel's call; -DHD_HOST: the host compiler's "cannot
// convert 'Half*' to 'float*'" at both()'s call.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -arch=sm_90 -c %s -o %t/ref.o
// RUN: %cudalift --check %fast -arch=sm_90 %s 2>&1 | count 0
// RUN: env CUDALIFT_NVCC=%S/../nvcc/Inputs/standin_nvcc.sh %cudalift -nocudainc -arch=sm_90 -c %s -o %t/a.o 2>&1 | count 0
// RUN: %nvcc-verdict --extended-lambda -arch=sm_90 -DHD -c %s -o %t/hd.o
// RUN: %cudalift --check %fast -arch=sm_90 -DHD %s 2>&1 | count 0
// RUN: not %nvcc-verdict --extended-lambda -arch=sm_90 -DBAD -c %s -o %t/bad.o
// RUN: %expect-exit 1 %cudalift --check %fast -arch=sm_90 -DBAD %s 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: not %nvcc-verdict --extended-lambda -arch=sm_90 -DHD_HOST -c %s -o %t/hdhost.o
// RUN: %expect-exit 1 %cudalift --check %fast -arch=sm_90 -DHD_HOST %s 2>&1 | FileCheck --check-prefix=HD %s
// BAD: host_errors_in_device_bodies.cu:[[#@LINE+16]]:31: error: no matching function for call to 'add'
// HD: host_errors_in_device_bodies.cu:[[#@LINE+22]]:61: error: no matching function for call to 'add'

struct Half {
  unsigned short bits;
};
template <typename T> struct Vec {
  T a[2];
};

__device__ inline void add(float *d, Vec<float> v) { *d += v.a[0]; }
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 600 && !defined(BAD)
__device__ inline void add(Half *d, Vec<Half> v) { d->bits += v.a[0].bits; }
#endif

template <typename T> __global__ void accumulate(T *d) {
  auto step = [&](Vec<T> v) { add(d, v); };
  step(Vec<T>{});
}

template <typename F> __global__ void run(F f) { f(threadIdx.x); }

#if defined(HD) || defined(HD_HOST)
template <typename T> __host__ __device__ void both(T *d) { add(d, Vec<T>{}); }
template <typename T> __global__ void via_both(T *d) { both(d); }
#endif

void launch(Half *h, float *g) {
  accumulate<<<1, 1>>>(h);
  accumulate<<<1, 1>>>(g);
  run<<<1, 1>>>([=] __device__ (int i) { g[i] = 1; });
#ifdef HD
  via_both<<<1, 1>>>(h);
#endif
#ifdef HD_HOST
  both(h);
#endif
}
