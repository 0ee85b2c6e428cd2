// A loop macro that goes through a second one (`#define FOR(...)
// FOR_IMPL(__VA_ARGS__)`), whose replacement holds a __device__ lambda
// and a host lambda with one body: the body, a macro argument written in
// the file.  The annotation is itself a macro (GPU_DEVICE).  The whole
// macro use is replaced by its expansion with the wrapper's construction
// where the __device__ lambda was; the host lambda stays as written.  The
// body moves from the file with its rewrites: a member type of the
// enclosing class, a member template of a capture called with explicit
// arguments (`template` before it in the wrapper), a member through the
// implicit `this`.  A local alias naming the class's member type travels
// with the body, qualified.
// nvcc 13.0 --extended-lambda: compiles (also with -DTWO_DEVICE, two
// __device__ lambdas in one expansion with the same body, both lowered in
// the one replacement of the use); plain nvcc compiles the lowered files.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -DTWO_DEVICE -c %s -o %t.two.ref.o
// RUN: %cudalift --emit-lowered=%t.two.cu %fast -DTWO_DEVICE %s
// RUN: FileCheck %s --check-prefix=TWO < %t.two.cu
// RUN: %nvcc-verdict -c %t.two.cu -o %t.two.o
// TWO: {{^}}    {parallel_for(n, ({{.*}}__cudalift_f{mem, this}) );parallel_for(n, ({{.*}}__cudalift_f{mem, this}) );}

template <class F> __global__ void each(F f, int n) { f(threadIdx.x); }
template <class F> void parallel_for(int n, F f) { each<<<1, n>>>(f, n); }
template <class F> void loop_on_cpu(int n, F f) { for (int i = 0; i < n; i++) f(i); }
bool in_launch_region();

#define GPU_DEVICE __device__
#define GPU_FOR_1D(n, i, block) \
{ \
    auto const& n_ = n; \
    if (in_launch_region()) { \
        parallel_for(n_, [=] GPU_DEVICE (int i) noexcept block); \
    } else { \
        loop_on_cpu(n_, [=] (int i) noexcept block); \
    } \
}
#ifdef TWO_DEVICE
#define FOR_IMPL(n, i, block) \
  { parallel_for(n, [=] GPU_DEVICE (int i) block); parallel_for(n, [=] GPU_DEVICE (int i) block); }
#else
#define FOR_IMPL(...) GPU_FOR_1D(__VA_ARGS__)
#endif
#define HOST_DEVICE_FOR_1D(...) FOR_IMPL(__VA_ARGS__)

struct Mem {
  int v[4];
  template <class T> __host__ __device__ T get(int i) const { return (T)v[i]; }
};
template <class U> struct Pair { U a, b; };

template <class T> struct Grid {
  using value_type = T;
  T *data;
  int scale;
  void fill(Mem mem, int n) {
    using Cell = Pair<value_type>;
// CHECK: using Cell=Pair<typename __Self::value_type>;
// CHECK: #line [[#@LINE+7]] "{{.*}}nested_macro_loop.cu"
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^}}        Cell c;
// CHECK-NEXT: {{^}}        c.a = mem.template get<typename __Self::value_type>(i % 4);
// CHECK-NEXT: {{^}}        c.b = typename __Self::value_type(__cudalift_self->scale);
// CHECK-NEXT: {{^}}        __cudalift_self->data[i] = c.a * c.b;
    HOST_DEVICE_FOR_1D(n, i,
    {
        Cell c;
        c.a = mem.get<value_type>(i % 4);
        c.b = value_type(scale);
        data[i] = c.a * c.b;
    });
  }
};
// The use became its expansion: the device lambda is the wrapper, the
// host lambda keeps its text.
// CHECK: {{^}}    {auto const&n_=n;if(in_launch_region()){parallel_for(n_, ({{.*}}) );}else{loop_on_cpu(n_,[=](int i)noexcept{Cell c;c.a=mem.get<value_type>(i%4);c.b=value_type(scale);data[i]=c.a*c.b;});}}
template struct Grid<float>;
