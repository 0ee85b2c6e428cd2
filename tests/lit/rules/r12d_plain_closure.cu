// nvcc 13.0: error (line 8) "A type local to a function ("lambda [](int)->int") cannot be used in the type of a variable captured by an ..."
// Rule 12: a plain lambda's closure type is local to the function.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto inner = [](int x) { return x; };
  // CHECK: r12d_plain_closure.cu:[[@LINE+1]]:13: error: captured variable 'inner' has a type that uses the function-local type 'lambda at line 6' [R12d]
  auto l = [inner] __device__ { return 1; }; // expected-error {{captured variable 'inner' has a type that uses the function-local type 'lambda at line 6'}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
