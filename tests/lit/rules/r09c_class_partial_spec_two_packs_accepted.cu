// nvcc 13.0: accepted
// Rule 10 as nvcc applies it: a class template partial specialization with
// two packs (legal only in a partial specialization), whose non-template
// member holds the lambda, is accepted.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <typename... T> struct List {};
template <typename A, typename B> struct Pair;

template <typename... P1, typename... P2>
struct Pair<List<P1...>, List<P2...>> {
  void run() {
    auto l = [] __device__ { return 0; };
  }
};

int main() { Pair<List<int>, List<char>> p; p.run(); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
