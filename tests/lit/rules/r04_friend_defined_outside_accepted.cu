// nvcc 13.0: accepted
// Rule 4: a friend first declared in its class but defined at namespace
// scope has a name there: its address can be taken.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

struct S {
  friend void peek(S s);
};

void peek(S s) {
  auto l = [] __device__ () { return 1; };
  (void)l;
}

void host_function() { peek(S{}); }
