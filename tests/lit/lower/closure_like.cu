// The wrapper behaves like the closure it replaces: the same size and
// alignment, trivially copyable, copy-constructible, not assignable.
// The static_asserts hold for clang's real closures (cudalift's own parse
// checks them) and for the wrappers (plain nvcc checks the lowered file).
// RUN: %cudalift --emit-lowered=%t.cu -std=c++17 %s
// RUN: %nvcc-verdict -c %t.cu -o %t.o
#include <type_traits>

struct Pair { double x; char tag; };

template <class L, unsigned long Size, unsigned long Align>
void closure_like(const L &) {
  static_assert(sizeof(L) == Size, "size");
  static_assert(alignof(L) == Align, "alignment");
  static_assert(std::is_trivially_copyable<L>::value, "trivially copyable");
  static_assert(std::is_copy_constructible<L>::value, "copy constructible");
  static_assert(!std::is_copy_assignable<L>::value, "not assignable");
}

void host_function() {
  char c = 1;
  double d = 2;
  Pair p{3, 4};
  int grid[2][3] = {};
  auto device = [=] __device__ (int i) { return c + d + p.x + grid[i % 2][i % 3]; };
  closure_like<decltype(device), 1 + 7 + 8 + sizeof(Pair) + 24, alignof(double)>(device);
  auto hd = [c, d] __host__ __device__ () { return c * d; };
  closure_like<decltype(hd), 16, alignof(double)>(hd);
}
