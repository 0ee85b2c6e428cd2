// nvcc 13.0: accepted
// S1: a device lambda that captures `this`, explicitly or through a member
// use under [=], launched from host code: the kernel gets a host pointer.
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class F> __global__ void kernel(F f) { f(); }

struct Scale {
  int v;
  void go() {
    auto implicit = [=] __device__ { (void)v; };
    // CHECK: s1_capture_this_launch.cu:[[@LINE+2]]:5: warning: the lambda at line 11, passed to kernel 'kernel', captures 'this': the kernel gets a pointer to a host object [S1]
    // CHECK: s1_capture_this_launch.cu:11:44: note: 'this' is captured implicitly here
    kernel<<<1, 1>>>(implicit); // expected-warning {{the lambda at line 11, passed to kernel 'kernel', captures 'this': the kernel gets a pointer to a host object}}
    auto explicit_this = [this] __host__ __device__ { (void)this->v; };
    // CHECK: s1_capture_this_launch.cu:[[@LINE+2]]:5: warning: the lambda at line 15, passed to kernel 'kernel', captures 'this'
    // CHECK: s1_capture_this_launch.cu:15:27: note: 'this' is captured here
    kernel<<<1, 1>>>(explicit_this); // expected-warning {{the lambda at line 15, passed to kernel 'kernel', captures 'this'}}
  }
};
// RUN: %cudalift --check -verify %fast %s
