// nvcc 13.0: error (line 9) "A type local to a function ("Local") cannot be used in the type of a variable captured by an extended __dev..."
// Rule 12: an array of a local type, captured implicitly.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  struct Local { int v; };
  Local a[2] = {{1}, {2}};
  // CHECK: r12d_local_array_element.cu:[[@LINE+1]]:36: error: captured variable 'a' has a type that uses the function-local type 'Local' [R12d]
  auto l = [=] __device__ { return a[1].v; }; // expected-error {{captured variable 'a' has a type that uses the function-local type 'Local'}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
