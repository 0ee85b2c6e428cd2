// A header that includes another in one pass only.
#include "arch_include_header.h"
int main() { return 0; }
