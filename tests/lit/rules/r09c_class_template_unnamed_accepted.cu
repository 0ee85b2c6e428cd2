// nvcc 13.0: accepted
// Rule 11 as nvcc applies it: an unnamed parameter of the enclosing CLASS
// template (the member function itself is no template) is accepted; nvcc
// names the member through the instantiated class.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <typename T, int = 4, typename = void>
struct Buffer {
  void fill() {
    auto l = [] __device__ { return 0; };
  }
};

int main() { Buffer<int> b; b.fill(); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
