// The guide's rule 13 example where it compiles with nvcc at all: in a
// __host__ __device__ function, which may launch a kernel with -rdc=true.
// nvcc 13.0 --extended-lambda -rdc=true compiles it without a word (and
// runs another lambda's device code: tests/gpu/74).  cudalift (R13 as a
// warning) names lambda3's wrapper by its place: one definition for both
// passes, apart from the device-only lambdas' (numbered per pass, two
// wrappers would share a name in the device pass); plain nvcc -rdc=true
// compiles the lowered file, and has device code for the launch.
// RUN: %nvcc-verdict --extended-lambda -rdc=true -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu -rdc=true -Wno-error=R13 %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: python3 %inputs/device_code_for_launches.py %nvcc -rdc=true %t.cu | FileCheck %s --check-prefix=LOWERED
// LOWERED: kernels on the host: 1, without device code: 0
template <typename T>
__global__ void kernel(T in) { in(); }

// CHECK: {{^}}#ifdef __CUDA_ARCH__
// CHECK-NEXT: {{^}}struct [[L1:__cudalift_L_[0-9a-f]+]] {
// CHECK: {{^}}#endif
// CHECK-NEXT: {{^}}#ifdef __CUDA_ARCH__
// CHECK-NEXT: {{^}}struct [[L2:__cudalift_L_[0-9a-f]+]] {
// CHECK: {{^}}#endif
// CHECK-NEXT: {{^}}struct [[L3:__cudalift_L_[0-9a-f]+]] {
// CHECK-LABEL: {{^}}__host__ __device__ void foo() {
__host__ __device__ void foo() {
#if defined(__CUDA_ARCH__)
  // CHECK: {{^}}  auto lambda1 = ([[L1]]{});
  auto lambda1 = [] __device__ { return 0; };
  // CHECK: {{^}}  auto lambda2 = ([[L2]]{});
  auto lambda2 = [] __host__ __device__ { return 10; };
#endif
  // CHECK: {{^}}  auto lambda3 = ([[L3]]{});
  auto lambda3 = [] __device__ { return 4; };
  kernel<<<1, 1>>>(lambda3);
}
