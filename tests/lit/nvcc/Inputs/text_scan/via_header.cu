// The extended lambda is in a project header only.
#include <cstdio>
#include "lambda_in_header.h"
int main() { int *d = nullptr; run(d, 4); return 0; }
