// A macro defined under __CUDA_ARCH__ as a launch of an extended lambda,
// and for the host as a plain call (rule 13 broken on purpose, under
// -Wno-error=R13): only the device pass sees the lambda, yet the launch
// is in a host function, so nvcc makes a host stub for its kernel that
// names the closure type.  The wrapper of a device-only lambda that a
// launch names is defined for both passes; one that no launch names stays
// the device pass's.  nvcc 13.0 --extended-lambda compiles the file; the
// lowered file compiles with plain nvcc (it did not: "'f' has incomplete
// type" in the host stub).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: %cudalift --emit-lowered=%t/low.cu -Wno-error=R13 %fast %s 2>&1 | FileCheck --check-prefix=DIAG %s
// DIAG: warning: extended lambda exists only when __CUDA_ARCH__ is defined, {{.*}} [R13]
// RUN: FileCheck %s < %t/low.cu
// RUN: %nvcc-verdict -c %t/low.cu -o %t/low.o
template <class F> __global__ void each(F f, int n) { if ((int)threadIdx.x < n) f(threadIdx.x); }
template <class F> __device__ void apply(F f) { f(0); }
#ifdef __CUDA_ARCH__
#define CLEAR(p, n) each<<<1, 32>>>([=] __device__ (int i) { (p)[i] = 0; }, (n))
#define TOUCH(p) apply([=] __device__ (int i) { (p)[i] = 1; })
#else
#define CLEAR(p, n) cudaMemset((p), 0, (n) * sizeof(*(p)))
#define TOUCH(p) ((void)(p))
#endif
__host__ __device__ void touch(int *out) { TOUCH(out); }
// The lambda no launch names: its wrapper inside `#ifdef __CUDA_ARCH__`.
// CHECK: {{^}}#define TOUCH(p) ((void)(p))
// CHECK-NEXT: {{^}}#endif
// CHECK: {{^}}#ifdef __CUDA_ARCH__
// CHECK-NEXT: {{^}}struct [[TOUCHED:__cudalift_L_[0-9a-f]+]] {
// CHECK: {{^}}#endif
// CHECK: {{^}}apply( ([[TOUCHED]]{out}) )
// The launched one: no #endif closes its wrapper.
// CHECK: {{^}}struct [[LAUNCHED:__cudalift_L_[0-9a-f]+]] {
// CHECK-NOT: {{^}}#endif
// CHECK: {{^}}#ifdef __CUDA_ARCH__
// CHECK-NEXT: {{^}}#line
// CHECK-NEXT: {{^}}each<<<1,32>>>( ([[LAUNCHED]]{out}) ,(n))
void fill(int *out, int n) {
  CLEAR(out, n);
  each<<<1, 32>>>([=] __device__ (int i) { out[i] = 100 + i; }, n);
}
