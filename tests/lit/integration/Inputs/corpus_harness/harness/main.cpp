// The harness's main: prints its argument (the manifest's `args`), then
// runs the test file's body.
#include <cstdio>
int test_body();
int main(int argc, char **argv) {
  printf("harness %s\n", argc > 1 ? argv[1] : "-");
  return test_body();
}
