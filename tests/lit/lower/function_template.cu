// A lambda in a function template with a non-type parameter and a pack:
// the wrapper repeats the template parameters (defaults dropped), the pack
// last on the outer level, the captures' decltype types on the inner one.
// A block-scope alias and a constant the body names travel with it.
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck --match-full-lines %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// CHECK: template <class T, int N, class...Ts>
// CHECK-NEXT: struct [[W:__cudalift_L_[0-9a-f]+]] {
// CHECK-NEXT: template <class __C0>
// CHECK-NEXT: struct __cudalift_c {
// CHECK-NEXT: struct __cudalift_f {
// CHECK-NEXT: #line {{[0-9]+}} "{{.*}}function_template.cu"
// CHECK-NEXT: static constexpr unsigned __cudalift_kind = ::cudalift::device_lambda; using Real=T; static constexpr int kOff=7; __C0 scale; __cudalift_f &operator=(const __cudalift_f &) = delete; __device__ auto operator()(int i) const { constexpr decltype(__cudalift_f::kOff) kOff = __cudalift_f::kOff;
template <class T, int N = 1, class... Ts>
void scaled(int *out, T scale) {
  using Real = T;
  constexpr int kOff = 7;
  // CHECK: auto l = (typename [[W]]<T, N, Ts...>::template __cudalift_c<::cudalift::cap_t<decltype(scale)>>::__cudalift_f{scale});
  auto l = [=] __device__ (int i) { Real r = scale * i + N + kOff + sizeof...(Ts); return (int)r; };
  apply<<<1, 4>>>(l, out);
}

template void scaled<float, 3, char, short>(int *, float);
