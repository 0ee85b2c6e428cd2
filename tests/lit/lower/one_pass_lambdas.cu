// A lambda that only one pass sees (under #ifdef __CUDA_ARCH__ / #else) is
// lowered from that pass's parse; nvcc pairs the two by their ordinal in
// the function, so both wrappers take the same name, each defined for its
// own pass.  nvcc 13.0 --extended-lambda accepts the original.
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck --match-full-lines %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o

template <typename F> __global__ void kernel(F f) { f(); }

// CHECK: #ifdef __CUDA_ARCH__
// CHECK-NEXT: struct [[W:__cudalift_L_[0-9a-f]+]] {
// CHECK: {{[{]}} return scale * 2; }
// CHECK: #endif
// CHECK-NEXT: #ifndef __CUDA_ARCH__
// CHECK-NEXT: struct [[W]] {
// CHECK: {{[{]}} return scale + scale; }
// CHECK: #endif
void host_function() {
  int scale = 3;
#ifdef __CUDA_ARCH__
  // CHECK: auto l = ([[W]]{scale});
  auto l = [=] __device__ { return scale * 2; };
#else
  // CHECK: auto l = ([[W]]{scale});
  auto l = [=] __device__ { return scale + scale; };
#endif
  kernel<<<1, 1>>>(l);
}
