// A line suppression is read by the checks, which need the parse.
__global__ void k(int *p) { *p = 1; } // cudalift: ignore(L2): no printf here
int main() { return 0; }
