// nvcc 13.0: accepted
// Guide 5.3.7.4 rule 11 (MSVC host compilers only): no extended lambda inside
// an if constexpr block.  Off by default; -Wportability reports it.
// RUN: %expect-exit 0 %cudalift --check %fast %s | count 0
// RUN: %expect-exit 0 %cudalift --check -Wportability %fast %s | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

template <bool B>
int host_function(int a) {
  if constexpr (B) {
    // CHECK: r11_if_constexpr.cu:[[@LINE+1]]:14: warning: extended lambda defined inside an if constexpr block; an MSVC host compiler rejects it [R11]
    auto l = [a] __device__ () { return a; }; // expected-warning {{extended lambda defined inside an if constexpr block; an MSVC host compiler rejects it}}
    return 1;
  } else {
    return 0;
  }
}

int main() { return host_function<true>(1); }
// RUN: %cudalift --check -verify -Wportability %fast %s
