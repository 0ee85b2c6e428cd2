// nvcc 13.0: accepted
// Rule 10 applies per template: a class template with one pack and a
// member template with one pack each keep theirs last.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <typename... Ts>
struct Tuple {
  template <typename... Us>
  void run(Us... us) {
    auto l = [] __device__ { return 0; };
  }
};

int main() { Tuple<int, char> t; t.run(1, 2.0); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
