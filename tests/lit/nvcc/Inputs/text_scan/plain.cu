// No extended lambda, no device printf: nothing for cudalift.
#include <cstdio>
#include "kernels.h"
#include "kernels.h"
[[nodiscard]] static int twice(int v) { return 2 * v; }
int main() {
  int *d = nullptr, *h = new int[4];
  int a[4] = {1, 2, 3, 4};
  auto add = [&](int i) { return a[i] + twice(i); }; // an ordinary host lambda
  fill<<<1, 4>>>(d, add(1));
  printf("%d %d\n", a[2], h[0] = add(0));
  delete[] h;
  return 0;
}
