#include <cstdio>
#include <lib/grid.h>
// The user's extended lambda is a template argument of the library's
// enclosing template (lib::Grid::each), from a function template.
template <class D> void fill(int *d) {
  lib::Grid<int> g{d, 4};
  g.each([] BOTH (int i, int &x) { x = i * 3; });
}
void run(int *d) { fill<int>(d); }
