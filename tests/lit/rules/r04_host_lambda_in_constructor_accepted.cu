// nvcc 13.0: accepted
// `[] __host__` is not extended: fine in a constructor.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

struct Host {
  int v;
  Host() {
    auto l = [] __host__ { return 1; };
    auto p = [] { return 2; };
    v = l() + p();
  }
};

int main() { Host h; }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
