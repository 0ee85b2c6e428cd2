// A program that needs no GPU: its host-device lambda runs on the host,
// through the wrapper cudalift writes for it.
#include <cstdio>
template <typename F> int apply(F f, int x) { return f(x); }
int main() {
  int k = 3;
  printf("value: %d\n", apply([=] __host__ __device__ (int x) { return x * k + 1000; }, 20));
  return 0;
}
