// nvcc 13.0: error (line 9) "A type local to a function ("Local") cannot be used in the type of a variable captured by an extended __dev..."
// Rule 12: an init-capture's type counts like a captured variable's.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  struct Local { int v; };
  Local y{1};
  // CHECK: r12d_local_init_capture.cu:[[@LINE+1]]:13: error: captured variable 'x' has a type that uses the function-local type 'Local' [R12d]
  auto l = [x = y] __device__ { return x.v; }; // expected-error {{captured variable 'x' has a type that uses the function-local type 'Local'}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
