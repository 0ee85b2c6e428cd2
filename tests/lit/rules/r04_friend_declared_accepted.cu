// nvcc 13.0: accepted
// Rule 4: a friend defined in the private section of a class, declared at
// namespace scope too, is a named, addressable non-member function.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

class Secret;
int peek(const Secret &s);

class Secret {
  int v = 1;
  friend int peek(const Secret &s) {
    int v = s.v;
    auto l = [v] __device__ { return v; };
    return v;
  }
};

int main() { Secret s; return peek(s); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
