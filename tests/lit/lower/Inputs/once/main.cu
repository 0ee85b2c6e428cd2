#include <inc/first.h>
#include "other/second.h"
#include "other/third.h"
void all(int *p, int n) { first(p, n); second(p, n); third(p, n); }
