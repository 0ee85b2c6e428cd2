// One macro use that writes two extended lambdas and more around them
// (Ginkgo's `GKO_KERNEL_REDUCE_SUM(T)`: a reduction's operator, its
// finalizer and the identity `T{}`; a launch whose two lambdas capture
// the use's arguments).  The use is replaced once: the expansion with
// each lambda turned into its wrapper's construction, in order, the text
// before, between and after them kept.  Before, the second lambda was
// refused ("stands in the middle of a macro's expansion with another
// lambda").
// nvcc 13.0 --extended-lambda accepts this file; plain nvcc compiles the
// lowered one.
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast -std=c++17 %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -std=c++17 -c %t.cu -o %t.o

#define KERNEL __device__
#define REDUCE_SUM(T)                             \
  [] KERNEL(auto a, auto b) { return a + b; },    \
      [] KERNEL(auto a) { return a * 2; }, T {}
#define TWO_STEP(p, s) \
  pair<<<1, 4>>>([=] __device__(int i) { (p)[i] = i; }, [=] __device__(int i) { (p)[i] *= (s); })

template <class Op, class Fin, class T>
__global__ void red(Op op, Fin fin, T identity, const T *v, int n, T *out) {
  T acc = identity;
  for (int i = 0; i < n; i++)
    acc = op(acc, v[i]);
  *out = fin(acc);
}
template <class Op, class Fin, class T>
void reduce(Op op, Fin fin, T identity, const T *v, int n, T *out) {
  red<<<1, 1>>>(op, fin, identity, v, n, out);
}
template <class F, class G> __global__ void pair(F f, G g) {
  f(threadIdx.x);
  g(threadIdx.x);
}

// CHECK: {{^}}void sum(const T *v, int n, T *out) { reduce( (typename __cudalift_L_{{[0-9a-f]+}}<T>::__cudalift_f{}) , (typename __cudalift_L_{{[0-9a-f]+}}<T>::__cudalift_f{}) ,T{}, v, n, out); }
template <class T>
void sum(const T *v, int n, T *out) { reduce(REDUCE_SUM(T), v, n, out); }
template void sum<int>(const int *, int, int *);

// CHECK: {{^}}void fill(int *d, int s) {
// CHECK-NEXT: {{^}}  pair<<<1,4>>>( (__cudalift_L_{{[0-9a-f]+}}{d}) , (__cudalift_L_{{[0-9a-f]+}}{d, s}) );
void fill(int *d, int s) {
  TWO_STEP(d, s);
}
