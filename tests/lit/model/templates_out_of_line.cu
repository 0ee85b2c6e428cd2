// Out-of-line definitions of class template members (and of a member of a
// nested class of a class template): enclosing is the member's qualified
// name without template arguments.
// nvcc 13.0 (Grid<int> instantiated): both device lambdas device trait
// true; `scan`'s lambda host-device trait true.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

namespace lib {
template <typename T>
struct Grid {
  T *cells;
  int size;
  void fill(T v);
  T scan() const;
  struct Row {
    int width;
    void clear();
  };
};

template <typename T>
void Grid<T>::fill(T v) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=lib::Grid::fill captures=this,v
  auto f = [=] __device__ (int i) { cells[i] = v; };
}

template <typename T>
T Grid<T>::scan() const {
  int s = size;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host-device extended=yes enclosing=lib::Grid::scan captures=s
  auto f = [s] __host__ __device__ { return s; };
  return T(f());
}

template <typename T>
void Grid<T>::Row::clear() {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=lib::Grid::Row::clear captures=w=width
  auto f = [w = width] __device__ { return w; };
}
} // namespace lib

void instantiate() {
  lib::Grid<int> g{nullptr, 0};
  g.fill(1);
  g.scan();
  lib::Grid<int>::Row r{2};
  r.clear();
}
