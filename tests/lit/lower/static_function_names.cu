// Names derived from a function without external linkage are unique to
// the file: clang's USR for `static void launch()` holds the file's base
// name only, so two same.cu files in two folders would otherwise define
// wrappers and moved classes of the same name, which the linker would
// merge.  An external function's wrapper keeps one name everywhere (a
// header's lambda must get the same name in every file).
// RUN: rm -rf %t && mkdir -p %t/one %t/two
// RUN: cp %s %t/one/same.cu && cp %s %t/two/same.cu
// RUN: %cudalift --emit-lowered=%t/one.cu %fast %t/one/same.cu
// RUN: %cudalift --emit-lowered=%t/two.cu %fast %t/two/same.cu
// RUN: grep -o '__cudalift_[LT]_[0-9a-f]*' %t/one.cu | sort -u > %t/one.names
// RUN: grep -o '__cudalift_[LT]_[0-9a-f]*' %t/two.cu | sort -u > %t/two.names
// RUN: cat %t/one.names | count 3
// RUN: cat %t/one.names %t/two.names | sort | uniq -d | count 1

template <class F> __global__ void apply(F f, int *out) { *out = f(1); }

static void launch_static(int *out) {
  struct S { __device__ int get() const { return 1; } };
  auto l = [] __device__ (int x) { return S().get() + x; };
  apply<<<1, 1>>>(l, out);
}

void launch_extern(int *out) {
  auto l = [] __device__ (int x) { return x; };
  apply<<<1, 1>>>(l, out);
  launch_static(out);
}
