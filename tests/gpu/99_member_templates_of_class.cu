// Lambdas in members of class templates that name the class's own member
// templates, as TNL's Grid names its entity type (`EntityType<
// EntityDimension > entity( grid, ... );`, an alias template): an alias
// template and a member class template unqualified, as a type and through
// `::` to a value; the same qualified by the class's injected name, with
// and without `template`; a member type through the injected name; a
// static member function template called with a dependent argument; a
// local alias of the enclosing function that names a member template; a
// nested class template's member, and a member of a partial
// specialization.  In the wrapper the class is a template parameter, so
// each of these needs `typename` or `template` there.
#include <cstdio>
#include "check.h"

template <class F> __global__ void each(int n, F f) {
  int i = threadIdx.x;
  if (i < n) f(i);
}

template <class G, int D> struct Entity {
  const G *g;
  int i;
  __host__ __device__ Entity(const G &grid, int idx) : g(&grid), i(idx) {}
  __host__ __device__ int value() const { return g->base * D + i; }
};

template <class T, int N> struct Grid {
  template <int D> using EntityType = Entity<Grid, D>;
  template <int D> struct Scaled { static constexpr int factor = D * 10; using type = int; };
  template <class U> using Ptr = U *;
  using value_type = T;
  template <class U> __host__ __device__ static U twice(U u) { return u + u; }
  int base;

  template <int D, class F> void forAll(F func, int *out) const {
    using Local = EntityType<D>;
    auto exec = [=] __host__ __device__ (int i, const Grid &grid, EntityType< D > *none) mutable {
      EntityType< D > entity(grid, i);
      Grid::EntityType< D > e2(grid, i);
      Local e3(grid, i);
      Ptr<int> p = out;
      typename Scaled< D >::type t = Scaled< D >::factor;
      Grid::value_type v = 1;
      p[i] = func(entity) + t + Grid::template Scaled<1>::factor + twice<int>(e2.value()) +
             e3.value() * 100 + (int)v + (none == nullptr);
    };
    Grid self = *this;
    each<<<1, N>>>(N, [=] __device__ (int i) mutable { exec(i, self, nullptr); });
    CHECK(cudaDeviceSynchronize());
  }

  template <int D> int first() const {
    auto make = [] __host__ __device__ (const Grid &g) -> EntityType<D> { return EntityType<D>(g, 0); };
    return make(*this).value();
  }

  template <class U> struct Inner {
    template <int K> using Arr = U[K];
    U scale;
    void fill(U *out) const {
      each<<<1, N>>>(N, [=, *this] __device__ (int i) {
        Arr<2> a = {scale, scale + 1};
        out[i] = a[i % 2] * i;
      });
      CHECK(cudaDeviceSynchronize());
    }
  };
};

template <class T, class Tag> struct Store;
template <class T> struct Store<T, int> {
  template <int K> struct Block { static constexpr int size = K * 2; };
  void put(T *out) const {
    each<<<1, 4>>>(4, [=] __device__ (int i) { out[i] = Block<3>::size + i; });
    CHECK(cudaDeviceSynchronize());
  }
};

int main() {
  int *d;
  CHECK(cudaMallocManaged(&d, 4 * sizeof(int)));
  Grid<float, 4> g{7};
  g.forAll<2>([] __host__ __device__ (const Grid<float, 4>::EntityType<2> &e) { return e.value(); }, d);
  printf("forAll %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  printf("first %d\n", g.first<3>());
  Grid<float, 4>::Inner<int> in{5};
  in.fill(d);
  printf("inner %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  Store<int, int>{}.put(d);
  printf("store %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  CHECK(cudaFree(d));
  return 0;
}
