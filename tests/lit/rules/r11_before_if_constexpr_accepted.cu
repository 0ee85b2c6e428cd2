// nvcc 13.0: accepted
// Rule 11: a lambda defined before the if constexpr and used inside it is fine.
// RUN: %expect-exit 0 %cudalift --check -Wportability %fast %s | count 0

template <bool B>
int host_function(int a) {
  auto l = [a] __device__ () { return a; };
  if constexpr (B) {
    return sizeof(l) > 0;
  }
  return 0;
}

int main() { return host_function<true>(1); }
// RUN: %cudalift --check -verify -Wportability %fast %s
// expected-no-diagnostics
