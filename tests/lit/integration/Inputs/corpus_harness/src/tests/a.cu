// A test file of the harness (tools/corpus, tests/lit/integration/corpus_harness.cu):
// no main of its own; the harness's main calls test_body.
#include <cstdio>
#include <unistd.h>
int test_body() {
  int k = 3;
  auto f = [=] __host__ __device__ (int i) { return i * k; };
  printf("a: %d\n", f(2));
  printf("took %d us\n", (int)getpid()); // differs between the two programs
  return 0;
}
