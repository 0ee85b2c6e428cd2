// In a class template, a member alias names a dependent base (`using
// driver_base = Base<D>;`) and the lambda reaches the base's members
// through it: `driver_base::cond(i)`, `driver_base::m_val` (Kokkos's
// ErrorReporter test, with KOKKOS_CLASS_LAMBDA, `[=, *this]`).  C++ reads
// them as members through the implicit `this`; the wrapper reaches them
// through the captured object (`__cudalift_obj.driver_base::m_val`, or
// `__cudalift_self->` for a captured `this`).  `typename
// driver_base::report_type` stays a type.  Before, each became `typename
// __Self::driver_base::...`: "type name is not allowed".
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast -std=c++17 %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -std=c++17 -c %t.cu -o %t.o
template <class F> __global__ void each(F f) { f(threadIdx.x); }
template <class D> struct Base {
  int m_val = 3;
  __host__ __device__ bool cond(int i) const { return i % 2; }
  using report_type = int;
};
template <class D> struct Driver : Base<D> {
  using driver_base = Base<D>;
  int *o;
  void by_copy() {
    each<<<1, 4>>>([=, *this] __host__ __device__(int i) {
      // CHECK: {{^}}      if (__cudalift_obj.driver_base::cond(i)) {
      if (driver_base::cond(i)) {
        // CHECK: {{^}}        typename __Self::driver_base::report_type r = i;
        typename driver_base::report_type r = i;
        // CHECK: {{^}}        __cudalift_obj.o[i] = r + __cudalift_obj.driver_base::m_val;
        o[i] = r + driver_base::m_val;
      } else
        o[i] = 0;
    });
  }
  void by_pointer() {
    each<<<1, 4>>>([=] __device__(int i) {
      // CHECK: {{^}}      __cudalift_self->o[i] = __cudalift_self->driver_base::cond(i) ? __cudalift_self->driver_base::m_val : 0;
      o[i] = driver_base::cond(i) ? driver_base::m_val : 0;
    });
  }
};
template struct Driver<int>;
