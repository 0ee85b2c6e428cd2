// nvcc 13.0: accepted
// Rule 12 binds extended lambdas only: a plain lambda may capture a pack.
// RUN: %expect-exit 0 %cudalift --check %fast %s | count 0

template <typename... Args>
int host_function(Args... args) {
  auto l = [=] { return (args + ...); };
  return l();
}

int main() { return host_function(1, 2); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
