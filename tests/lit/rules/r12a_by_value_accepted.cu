// nvcc 13.0: accepted
// Rule 12 allows captures by value, `[=]`, `[this]` and `[=, *this]`;
// plain lambdas may capture by reference.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

struct S {
  int v = 1;
  void go() {
    auto a = [this] __device__ { return v; };
    auto b = [=, *this] __device__ { return v; };
  }
};

void host_function() {
  int a = 1, b = 2;
  auto l1 = [a, b] __device__ { return a + b; };
  auto l2 = [=] __host__ __device__ { return a + b; };
  auto l3 = [&] { return a + b; };
  auto l4 = [&a] __host__ { return a; };
  auto l5 = [x = a] __device__ { return x; };
}

int main() { S s; s.go(); host_function(); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
