// Rule 13 broken on purpose, under -Wno-error=R13: extended lambdas that
// only one pass sees, before lambdas both passes see.  nvcc 13.0
// --extended-lambda compiles the file without a word, and its launches run
// other lambdas' device code, or none (nvcc numbers the lambdas per pass;
// tests/gpu/70 shows it on a GPU).  cudalift names each wrapper by its
// place, so the lowered file, compiled by plain nvcc, has device code for
// every launch (the host object's kernel stubs against the device code's
// functions); each one-pass lambda's wrapper is defined for its pass only,
// and the #ifdef/#else pair (`alt`) shares one name.
// RUN: python3 %inputs/device_code_for_launches.py %nvcc --extended-lambda %s | FileCheck %s --check-prefix=NVCC
// NVCC: kernels on the host: 7, without device code: 7
// RUN: %cudalift --emit-lowered=%t.cu -Wno-error=R13 %fast %s 2>&1 | FileCheck %s --check-prefix=DIAG
// DIAG: warning: extended lambda exists only when __CUDA_ARCH__ is defined, {{.*}}; cudalift's build runs it as written, nvcc's would not [R13]
// RUN: FileCheck %s < %t.cu
// RUN: python3 %inputs/device_code_for_launches.py %nvcc %t.cu | FileCheck %s --check-prefix=LOWERED
// LOWERED: kernels on the host: 4, without device code: 0
// RUN: %expect-exit 1 %cudalift --emit-lowered=%t.strict.cu %fast %s 2>&1 | FileCheck %s --check-prefix=STRICT
// STRICT: error: extended lambda exists only when __CUDA_ARCH__ is defined
// RUN: %cudalift --emit-lowered=%t.relaxed.cu --relaxed %fast %s 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: cmp %t.cu %t.relaxed.cu

template <typename F> __global__ void kernel(F f, int *out) { *out = f(); }

// CHECK: {{^}}#ifdef __CUDA_ARCH__
// CHECK-NEXT: {{^}}struct [[D1:__cudalift_L_[0-9a-f]+]] {
// CHECK: {{^}}#endif
// CHECK-NEXT: {{^}}#ifdef __CUDA_ARCH__
// CHECK-NEXT: {{^}}struct [[D2:__cudalift_L_[0-9a-f]+]] {
// CHECK: {{^}}#endif
// CHECK-NEXT: {{^}}struct [[SHARED:__cudalift_L_[0-9a-f]+]] {
// CHECK: {{^}}#ifdef __CUDA_ARCH__
// CHECK-NEXT: {{^}}struct [[ALT:__cudalift_L_[0-9a-f]+]] {
// CHECK: {{^}}#endif
// CHECK-NEXT: {{^}}#ifndef __CUDA_ARCH__
// CHECK-NEXT: {{^}}struct [[ALT]] {
// CHECK: {{^}}#endif
// CHECK-NEXT: {{^}}struct [[LAST:__cudalift_L_[0-9a-f]+]] {
// CHECK-LABEL: {{^}}void guide_example(int *out) {
void guide_example(int *out) {
#if defined(__CUDA_ARCH__)
  // CHECK: {{^}}  auto lambda1 = ([[D1]]{});
  auto lambda1 = [] __device__ { return 0; };
  // CHECK: {{^}}  auto lambda2 = ([[D2]]{});
  auto lambda2 = [] __host__ __device__ { return 10; };
#endif
  // CHECK: {{^}}  auto lambda3 = ([[SHARED]]{});
  auto lambda3 = [] __device__ { return 4; };
  kernel<<<1, 1>>>(lambda3, out);
#ifdef __CUDA_ARCH__
  // CHECK: {{^}}  auto alt = ([[ALT]]{});
  auto alt = [] __device__ { return 5; };
#else
  // CHECK: {{^}}  auto alt = ([[ALT]]{});
  auto alt = [] __device__ { return 6; };
#endif
  kernel<<<1, 1>>>(alt, out);
  // CHECK: {{^}}  auto last = ([[LAST]]{});
  auto last = [] __device__ { return 7; };
  kernel<<<1, 1>>>(last, out);
}

// A check only the host pass makes, from a macro, before a shared lambda.
#ifndef __CUDA_ARCH__
#define HOST_CHECK(v) do { auto check = [=] __device__ (int x) { return x == (v); }; (void)check; } while (0)
#else
#define HOST_CHECK(v) do { } while (0)
#endif
void host_check(int *out, int a) {
  HOST_CHECK(a);
  auto add = [=] __device__ { return a + 1; };
  kernel<<<1, 1>>>(add, out);
}
