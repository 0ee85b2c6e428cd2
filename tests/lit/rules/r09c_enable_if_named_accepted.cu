// nvcc 13.0: accepted
// Rule 11 is met once the defaulted parameter has a name; a single pack
// last is allowed by rule 10.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

#include <type_traits>

template <typename T, typename Enable = std::enable_if_t<std::is_integral<T>::value>>
void launch(T v) {
  auto l = [v] __device__ { return v; };
}

template <typename F, typename... Args>
void each(F f, Args... args) {
  auto l = [f] __host__ __device__ (int i) { return i; };
}

template <int N, typename... Rest>
struct Grid {
  void run() { auto l = [] __device__ { return N; }; }
};

int main() {
  launch(3);
  each(1, 2, 3.0);
  Grid<4, int, char> g;
  g.run();
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
