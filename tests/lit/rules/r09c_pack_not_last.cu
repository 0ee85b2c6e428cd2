// nvcc 13.0: error (host compiler, line 10) "no matches converting function ‘bar2’ to type ‘void (*)(struct List<int, char>, double)’" (2 errors)
// Guide rule 10, bar2: the pack is not last in the template parameter list.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename... T> struct List {};

template <template <typename...> class T, typename... P1, typename T2>
void bar2(const T<P1...>, T2) {
  // CHECK: r09c_pack_not_last.cu:[[@LINE+1]]:17: error: enclosing template 'bar2' has a parameter pack that is not last [R09c]
  auto lambda = [] __device__ { return 10; }; // expected-error {{enclosing template 'bar2' has a parameter pack that is not last}}
}

int main() { bar2(List<int, char>(), 1.0); }
// RUN: %cudalift --check -verify %fast %s
