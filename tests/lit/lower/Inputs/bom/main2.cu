#include "bomh.h"
void launch(int *out) { fill(out, 3); }
