// nvcc 13.0: accepted
// Rule 6 needs the lambda inside the local class: a local class with only
// plain lambdas, next to an extended lambda of the function, is fine.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

int host_function() {
  struct Step {
    int go() { auto p = [] { return 1; }; return p(); }
  };
  auto l = [] __device__ { return 2; };
  Step s;
  return s.go();
}

int main() { return host_function(); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
