// nvcc 13.0: accepted
// A constexpr local named, not captured, in a discarded-value expression
// ((void)n;) inside a lambda without a capture default, plain or
// extended, in a template or not: nvcc and gcc take it as no odr-use and
// accept it; clang refuses, and cudalift follows nvcc.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <class... Ts> void variadic(Ts... ts) {
  constexpr int n = sizeof...(Ts);
  auto plain = [] () { (void)n; return 0; };
  auto extended = [] __device__ () { (void)n; return 0; };
  (void)plain; (void)extended;
}

void plain_function() {
  constexpr int m = 3;
  auto l = [] () { (void)m; return 0; };
  (void)l;
}

void host_function() { variadic(1, 2); }
