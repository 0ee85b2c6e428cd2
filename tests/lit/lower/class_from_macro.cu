// A member function of a class a macro declares under a name made with
// __COUNTER__ (Catch2's TEST_CASE_METHOD and TEMPLATE_TEST_CASE_METHOD,
// cudax's MULTI_GPU_TEST): the name is not stable between cudalift's
// parse and nvcc's, so the use site names the class through `this`.  The
// macro's class body gets no friend declaration.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

struct Fixture {
  int base = 3;
};

#define JOIN2(a, b) a##b
#define JOIN(a, b) JOIN2(a, b)
#define FIXTURE_TEST_IMPL(name) \
  template <class T> struct name : Fixture { void run(int *out); }; \
  template <class T> void name<T>::run(int *out)
#define FIXTURE_TEST() FIXTURE_TEST_IMPL(JOIN(TEST_, __COUNTER__))

// CHECK-NOT: friend struct {{__}}cudalift
// CHECK: {{^}}  each<<<1, 4>>>((typename __cudalift_L_{{[0-9a-f]+}}<T>::template __cudalift_c<::cudalift::self_t<decltype(this)>
FIXTURE_TEST() {
  each<<<1, 4>>>([=, *this] __device__ (int i) { return T(base) + i; }, out);
}
template struct TEST_0<int>;
