// nvcc 13.0: accepted
// Rule 12: local aliases of namespace-scope types and public member types are fine.
// RUN: %expect-exit 0 %cudalift --check %fast %s | count 0

struct Outer {
  struct Public { int v; };
};

void host_function() {
  typedef int Int;
  using Pub = Outer::Public;
  Int a = 1;
  Pub p{2};
  auto l = [=] __device__ { return a + p.v; };
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
