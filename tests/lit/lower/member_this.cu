// A lambda in a member function of a class template: `this`, members named
// without `this->`, a private member, a static member and a member type go
// through the wrapper's `__Self`; the class befriends the wrapper.  The
// wrapper is defined before the class (nvcc needs the definition there).
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck --match-full-lines %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// CHECK: template <class T>
// CHECK-NEXT: struct [[W:__cudalift_L_[0-9a-f]+]] {
// CHECK-NEXT: template <class __Self, class __C0>
// CHECK-NEXT: struct __cudalift_c {
// CHECK-NEXT: struct __cudalift_f {
// CHECK-NEXT: #line {{[0-9]+}} "{{.*}}member_this.cu"
// CHECK-NEXT: static constexpr unsigned __cudalift_kind = ::cudalift::device_lambda; __C0 __cudalift_self; __cudalift_f &operator=(const __cudalift_f &) = delete; __device__ auto operator()(int i) const {
// CHECK-NEXT: #line {{[0-9]+}} "{{.*}}member_this.cu"
// CHECK-NEXT: { typename __Self::value_type x = __cudalift_self->v; return x * __Self::kScale + __cudalift_self->secret + i + __Self::identity(__cudalift_self->v); }

// CHECK: #line [[@LINE+2]] "{{.*}}member_this.cu"
// CHECK-NEXT: template <class T>
template <class T>
// CHECK: struct Box { template <class __F0> friend struct [[W]];
struct Box {
  T v;
  static constexpr int kScale = 5;
  using value_type = T;
  __device__ static int identity(int x) { return x; }
 private:
  int secret = 2;
 public:
  void go(int *out) {
    // CHECK: auto l = (typename [[W]]<T>::template __cudalift_c<Box, decltype(this)>::__cudalift_f{this});
    auto l = [=] __device__ (int i) { value_type x = v; return x * kScale + secret + i + identity(this->v); };
    apply<<<1, 4>>>(l, out);
  }
};

template struct Box<int>;
