// Guide 5.3.7.6: `[=, *this]` captures a copy of the object; the body
// reaches it through the wrapper's `__cudalift_obj` member.  An out-of-line
// member of a plain class: the wrapper follows the class, the friend
// declaration in the class comes first.
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck --match-full-lines %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// CHECK: class Counter { template <class __F0, class __F1> friend struct [[W:__cudalift_L_[0-9a-f]+]];
class Counter {
  int step = 3;
 public:
  void run(int *out);
};

// CHECK: template <class __Self, class __C0>
// CHECK-NEXT: struct [[W]] {
// CHECK-NEXT: struct __cudalift_f {
// CHECK-NEXT: #line {{[0-9]+}} "{{.*}}star_this.cu"
// CHECK-NEXT: static constexpr unsigned __cudalift_kind = ::cudalift::device_lambda; __C0 __cudalift_obj; __cudalift_f &operator=(const __cudalift_f &) = delete; __device__ auto operator()(int i) const -> ::cudalift::id_t<int> {
// CHECK-NEXT: #line {{[0-9]+}} "{{.*}}star_this.cu"
// CHECK-NEXT: { return __cudalift_obj.step * i + (&__cudalift_obj)->step; }
void Counter::run(int *out) {
  // CHECK: auto l = (typename [[W]]<Counter, ::cudalift::init_t<decltype(*this)>>::__cudalift_f{*this});
  auto l = [=, *this] __device__ (int i) { return step * i + this->step; };
  apply<<<1, 4>>>(l, out);
}
