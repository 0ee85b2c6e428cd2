// nvcc 13.0: accepted
// Rule 12: what stays allowed.  The closure in unevaluated operands
// (decltype, sizeof, noexcept, alignof) of constant expressions; calls
// at run time; a plain constexpr lambda inside an extended lambda; an
// extended lambda in a constexpr function template or a constexpr member
// of a class template, used or not (an instantiation that cannot be
// constexpr is just not constexpr).
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <class T> struct Box { using type = T; };
template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };

template <class T> constexpr int f(T y) {
  auto l = [] __device__ (int x) { return x + 1; };
  (void)l;
  return 1;
}
template <class T> struct S {
  constexpr int g() const {
    auto l = [] __device__ (int x) { return x + 1; };
    (void)l;
    return 1;
  }
};

void host_function() {
  auto l = [] __host__ __device__ (int x) { return x + 1; };
  static_assert(same<decltype(l(1)), int>::value, "");
  static_assert(sizeof(l(1)) == 4, "");
  static_assert(noexcept(l(1)) == false, "");
  constexpr bool b = same<decltype(l), decltype(l)>::value;
  using R = typename Box<decltype(l(2))>::type;
  constexpr int n = sizeof(decltype(l));
  static_assert(alignof(decltype(l)) >= 1, "");
  int run_time = l(3);
  const int also_run_time = l(4);
  auto d = [] __device__ () {
    constexpr auto sq = [](int x) { return x * x; };
    static_assert(sq(3) == 9, "");
    return sq(2);
  };
  R r = f(1) + S<int>{}.g();
  (void)b; (void)n; (void)run_time; (void)also_run_time; (void)d; (void)r;
}
