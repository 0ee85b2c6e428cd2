// No lambda, but a header that tests the extended-lambda macro.
#include "ext_config.h"
__global__ void k(int *p) { p[0] = 1; }
int main() { k<<<1, 1>>>(nullptr); return 0; }
