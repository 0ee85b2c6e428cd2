// nvcc 13.0: error (line 10) "A type local to a function ("Local") cannot be used in the type of a variable captured by an extended __dev..."
// Rule 12: a pointer to a local type counts too, for host-device lambdas as well.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  struct Local { int v; };
  Local x{1};
  Local *p = &x;
  // CHECK: r12d_local_pointer_hd.cu:[[@LINE+1]]:13: error: captured variable 'p' has a type that uses the function-local type 'Local' [R12d]
  auto l = [p] __host__ __device__ { return p->v; }; // expected-error {{captured variable 'p' has a type that uses the function-local type 'Local'}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
