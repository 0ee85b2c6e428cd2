// nvcc 13.0: accepted
// Rule 12: copying the pack into an array first and capturing the array is fine;
// sizeof...(args) is a constant, not a capture.
// RUN: %expect-exit 0 %cudalift --check %fast %s | count 0

template <typename... Args>
int host_function(Args... args) {
  int values[] = {args...};
  auto l = [=] __device__ (int i) { return values[i] + (int)sizeof...(args); };
  return 0;
}

int main() { return host_function(1, 2); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
