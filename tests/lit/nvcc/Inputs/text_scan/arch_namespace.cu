// A value per pass at namespace scope: whether it reaches a kernel
// template's name takes a parse, so the text scan leaves it to one.
#ifdef __CUDA_ARCH__
static const int tile = 32;
#else
static const int tile = 64;
#endif
__global__ void put(int *p) { p[0] = tile; }
int main() {
  put<<<1, 1>>>(nullptr);
  return tile == 64 ? 0 : 1;
}
