// nvcc 13.0: accepted
// Rule 4: public nested classes (also inside a namespace) are fine.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

namespace ns {
class Outer {
public:
  struct Inner {
    struct Leaf {
      int go() {
        auto l = [] __device__ { return 1; };
        auto m = [] __host__ __device__ { return 2; };
        return m();
      }
    };
  };
};
}

int main() { ns::Outer::Inner::Leaf f; return f.go(); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
