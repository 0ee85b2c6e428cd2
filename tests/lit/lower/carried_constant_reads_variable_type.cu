// A local constant the body reads without capturing it, whose initializer
// asks an unevaluated operand about a variable of the enclosing function:
// `decltype(s)` in a qualifier (Ginkgo's `collation_width`, computed from
// `std::decay_t<decltype(block_argmin)>::bits_per_word_log2`), `sizeof` of
// a local array and of a parameter's member.  The constant travels into
// the wrapper as a static constexpr member; the variable does not (namespace
// scope cannot see it), so the operand is written with its type instead:
// `decltype(v)` as v's declared type, any other `v` as an lvalue of it.
// A constexpr local whose value the template decides (`constexpr auto
// block = R::block_size;`) is a constant, not such a variable: it travels
// too, and the initializer keeps its name (inside `decltype` as well).
// In a function template and in a plain function.  nvcc 13.0
// --extended-lambda compiles the file; plain nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class T> struct strip { using type = T; };
template <class T> struct strip<T &> { using type = T; };
template <int B> struct packed { static constexpr int bits_log2 = B; int *p; };
template <class F, class T> __global__ void run(int n, F f, T *out) {
  int i = threadIdx.x;
  if (i < n) f(i, out);
}

// CHECK: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
// CHECK: {{^}}static constexpr unsigned __cudalift_kind = ::cudalift::device_lambda; using R=rmq<T>; static constexpr auto block=R::block_size; using B=decltype(block); static constexpr auto width=1<<(strip< ::cudalift::id_t<packed<5> &> >::type::bits_log2-clog(clog((B)block)));
// CHECK-SAME: static constexpr int count=sizeof(::cudalift::lvalue_of<double[6]>())/sizeof(::cudalift::lvalue_of<double[6]>()[0]);
// CHECK-SAME: static constexpr int wide=sizeof{{ ?}}::cudalift::lvalue_of<packed<5> &>().p*2;
template <class T> struct rmq { static constexpr int block_size = 32; };
constexpr int clog(int x) { return x <= 1 ? 0 : 1 + clog((x + 1) / 2); }

template <class T> void fill(int n, packed<5> &s, T *out) {
  using R = rmq<T>;
  constexpr auto block = R::block_size;
  using B = decltype(block);
  constexpr auto width = 1 << (strip<decltype(s)>::type::bits_log2 - clog(clog((B)block)));
  double buf[6] = {};
  constexpr int count = sizeof(buf) / sizeof(buf[0]);
  constexpr int wide = sizeof s.p * 2;
  run<<<1, n>>>(n, [] __device__ (int i, T *o) { o[i] = i * width + count + wide; }, out);
}
template void fill<int>(int, packed<5> &, int *);

// CHECK: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
// CHECK: {{^}}static constexpr unsigned __cudalift_kind = ::cudalift::device_lambda; static constexpr const auto width=1<<(strip< ::cudalift::id_t<packed<4> &> >::type::bits_log2-1);
void plain(int n, packed<4> &s, int *out) {
  const auto width = 1 << (strip<decltype(s)>::type::bits_log2 - 1);
  run<<<1, n>>>(n, [] __device__ (int i, int *o) { o[i] = i * width; }, out);
}
