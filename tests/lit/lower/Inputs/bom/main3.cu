#include "mid.h"
void launch(int *out) { fill(out, 4); }
