// nvcc 13.0: error (line 10) "A type local to a function ("Local") cannot be used in the type of a variable captured by an extended __dev..."
// Guide 5.3.7.4 rule 12: a captured variable's type cannot be local to a function.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
// RUN: %expect-exit 1 %cudalift --check %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  struct Local { int v; };
  Local x{1};
  // CHECK: r12d_local_struct.cu:[[@LINE+1]]:36: error: captured variable 'x' has a type that uses the function-local type 'Local' [R12d]
  auto l = [=] __device__ { return x.v; }; // expected-error {{captured variable 'x' has a type that uses the function-local type 'Local'}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
