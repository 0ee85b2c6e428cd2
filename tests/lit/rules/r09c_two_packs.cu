// nvcc 13.0: error (host compiler, line 11) "no matches converting function ‘bar1’ to type ‘void (*)(struct List<int>, struct List<char, float>)’" (2 errors)
// Guide 5.3.7.4 rule 10, bar1: the enclosing function template has more
// than one parameter pack.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename... T> struct List {};

template <template <typename...> class T, typename... P1, typename... P2>
void bar1(const T<P1...>, const T<P2...>) {
  // CHECK: r09c_two_packs.cu:[[@LINE+1]]:17: error: enclosing template 'bar1' has more than one parameter pack [R09c]
  auto lambda = [] __device__ { return 10; }; // expected-error {{enclosing template 'bar1' has more than one parameter pack}}
}

int main() { bar1(List<int>(), List<char, float>()); }
// RUN: %cudalift --check -verify %fast %s
