// The second group's test file (`like` the first: the same harness).
#include <cstdio>
int test_body() {
  int base = 10;
  auto g = [base] __host__ __device__ (int v) { return v + base; };
  printf("b: %d\n", g(5));
  return 0;
}
