// A lambda in a member of a class template that names the class's member
// templates (TNL's Grid: `EntityType< EntityDimension > entity( grid, ...
// );`, an alias template).  In the wrapper the class is the template
// parameter __Self, so a member template named with arguments needs
// `template` after `__Self::`, and a qualified name that ends in a type
// needs `typename` in front: unqualified (an alias template, a member
// class template as a type and before `::value`), qualified by the
// injected class name (with and without `template`, and a member type),
// a static member function template called with a dependent argument, and
// a local alias that names a member template.  nvcc 13.0 --extended-lambda
// compiles the file; plain nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class F> __global__ void each(int n, F f) { f(n); }
template <class G, int D> struct Entity {
  const G *g;
  __host__ __device__ Entity(const G &grid, int) : g(&grid) {}
  __host__ __device__ int value() const { return D; }
};

template <class T, int N> struct Grid {
  template <int D> using EntityType = Entity<Grid, D>;
  template <int D> struct Scaled { static constexpr int factor = D; using type = int; };
  using value_type = T;
  template <class U> __host__ __device__ static U twice(U u) { return u + u; }

  template <int D, class F> void forAll(F func, int *out) const {
    using Local = EntityType<D>;
    auto exec = [=] __host__ __device__ (int i, const Grid &grid) {
      EntityType< D > entity(grid, i);
      Grid::EntityType< D > e2(grid, i);
      Local e3(grid, i);
      typename Scaled< D >::type t = Scaled< D >::factor;
      Grid::value_type v = 1;
      out[i] = func(entity) + t + Grid::template Scaled<1>::factor + twice<int>(e2.value()) + e3.value() + (int)v;
    };
    Grid self = *this;
    each<<<1, N>>>(N, [=] __device__ (int i) mutable { exec(i, self); });
  }
};

// CHECK: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
// CHECK: using Local=typename __Self::template EntityType<D>;
// CHECK-SAME: operator()(int i,const __Self&grid)
// CHECK-NEXT: #line
// CHECK-NEXT: {
// CHECK-NEXT: {{^}}      typename __Self::template EntityType< D > entity(grid, i);
// CHECK-NEXT: {{^}}      typename __Self::template EntityType< D > e2(grid, i);
// CHECK-NEXT: {{^}}      Local e3(grid, i);
// CHECK-NEXT: {{^}}      typename __Self::template Scaled< D >::type t = __Self::template Scaled< D >::factor;
// CHECK-NEXT: {{^}}      typename __Self::value_type v = 1;
// CHECK-NEXT: {{^}}      out[i] = func(entity) + t + __Self::template Scaled<1>::factor + __Self::template twice<int>(e2.value()) + e3.value() + (int)v;

void use(int *out) {
  Grid<float, 4> g;
  g.forAll<2>([] __host__ __device__ (const Grid<float, 4>::EntityType<2> &e) { return e.value(); }, out);
}
