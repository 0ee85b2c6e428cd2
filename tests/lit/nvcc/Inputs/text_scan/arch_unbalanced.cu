// A brace in each branch of an architecture test: the text shows no
// function body for certain, and the code counts as outside every body.
void f(int *p) {
#ifdef __CUDA_ARCH__
  if (p) {
#else
  if (!p) {
#endif
    p = nullptr;
  }
}
int main() { f(nullptr); return 0; }
