// nvcc 13.0: error (line 9) "A type local to a function ("E") cannot be used in the type of a variable captured by an extended __device_..."
// Rule 12: a local enumeration is a local type.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  enum E { A, B };
  E e = B;
  // CHECK: r12d_local_enum.cu:[[@LINE+1]]:41: error: captured variable 'e' has a type that uses the function-local type 'E' [R12d]
  auto l = [=] __device__ { return (int)e; }; // expected-error {{captured variable 'e' has a type that uses the function-local type 'E'}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
