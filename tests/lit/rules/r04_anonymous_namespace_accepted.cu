// nvcc 13.0: accepted
// A function in an unnamed namespace is still named and addressable.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

namespace {
void helper() {
  auto l = [] __device__ { return 1; };
}
struct Local {
  void go() {
    auto l = [] __host__ __device__ { return 2; };
  }
};
}

int main() { helper(); Local x; x.go(); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
