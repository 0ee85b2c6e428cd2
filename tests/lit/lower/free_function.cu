// Captures of a lambda in a plain function: spelled member types in
// closure order (arrays too, copied by a constructor), init-captures from
// decltype at the use site, mutable, trailing return, noexcept.
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck --match-full-lines %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

namespace geo { struct Point { float x, y; }; }

template <class F> __global__ void apply(F f, float *out) { out[threadIdx.x] = f(threadIdx.x); }

// CHECK: #include "{{.*}}/cudalift/lambda.h"
// CHECK-NEXT: #line 1 "{{.*}}free_function.cu"

// CHECK: struct [[W:__cudalift_L_[0-9a-f]+]] {
// CHECK-NEXT: #line 36 "{{.*}}free_function.cu"
// CHECK-NEXT: static constexpr unsigned __cudalift_kind = ::cudalift::device_lambda; ::cudalift::id_t<float> scale; ::cudalift::id_t<::geo::Point> p; ::cudalift::id_t<int[2][3]> grid; [[W]] &operator=(const [[W]] &) = delete; __host__ __device__ [[W]](const ::cudalift::id_t<float> &__cudalift_a0, const ::cudalift::id_t<::geo::Point> &__cudalift_a1, const ::cudalift::id_t<int[2][3]> &__cudalift_a2) : scale(__cudalift_a0), p(__cudalift_a1) { ::cudalift::copy_array(grid, __cudalift_a2); } __device__ auto operator()(int i) const -> ::cudalift::id_t<float> {
// CHECK-NEXT: #line 36 "{{.*}}free_function.cu"
// CHECK-NEXT: { return scale * p.x + grid[i % 2][i % 3]; }

// CHECK: template <class __C0>
// CHECK-NEXT: struct [[M:__cudalift_L_[0-9a-f]+]] {
// CHECK-NEXT: struct __cudalift_f {
// CHECK-NEXT: #line 39 "{{.*}}free_function.cu"
// CHECK-NEXT: static constexpr unsigned __cudalift_kind = ::cudalift::device_lambda | ::cudalift::preserved_return; __C0 count; __cudalift_f &operator=(const __cudalift_f &) = delete; __device__ auto operator()(int i) noexcept -> float {
// CHECK-NEXT: #line 39 "{{.*}}free_function.cu"

// CHECK: #line [[@LINE+3]] "{{.*}}free_function.cu"
// CHECK-NEXT: void launch(float *out) {
// CHECK-NOT: __device__ (int
void launch(float *out) {
  float scale = 2.0f;
  geo::Point p{1.5f, 0.0f};
  int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  // CHECK: auto a = ([[W]]{scale, p, grid});
  auto a = [=] __device__ (int i) { return scale * p.x + grid[i % 2][i % 3]; };
  apply<<<1, 4>>>(a, out);
  // CHECK: auto b = (typename [[M]]<::cudalift::init_t<decltype(scale+1)>>::__cudalift_f{scale+1})
  auto b = [count = scale + 1] __device__ (int i) mutable noexcept -> float {
    count += i;
    return count;
  };
  // The lambda's three lines stay three lines: later lines keep their numbers.
  // CHECK: apply<<<1, 4>>>(b, out);
  // CHECK-NEXT: }
  apply<<<1, 4>>>(b, out);
}
