// nvcc 13.0: accepted
// Rule 12: a string literal is an array too, but nvcc accepts an
// init-capture from one (the capture is a `const char *`).
// RUN: %cudalift --check %fast %s 2>&1 | count 0

void host_function() {
  auto l = [s = "abc"] __device__ () { return s[0]; };
  (void)l;
}
