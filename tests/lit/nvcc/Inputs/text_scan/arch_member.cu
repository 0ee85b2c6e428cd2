// A class template's member type per pass: its '{' follows a template
// argument's parentheses, not a function's, so the code is outside every
// body.
template <class T, class = char[(sizeof(T) > 1) ? 1 : 2]> struct holder {
#ifdef __CUDA_ARCH__
  using type = float;
#else
  using type = double;
#endif
};
template <class T> __global__ void put(T *p) { p[0] = T(1); }
int main() {
  holder<int>::type *d = nullptr;
  put<holder<int>::type><<<1, 1>>>(d);
  return 0;
}
