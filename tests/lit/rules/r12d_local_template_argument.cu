// nvcc 13.0: error (line 11) "A type local to a function ("Local") cannot be used in the type of a variable captured by an extended __dev..."
// Rule 12: a local type as a template argument of the captured variable's type.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> struct Box { T t; };

void host_function() {
  struct Local { int v; };
  Box<Local> x{{1}};
  // CHECK: r12d_local_template_argument.cu:[[@LINE+1]]:13: error: captured variable 'x' has a type that uses the function-local type 'Local' [R12d]
  auto l = [x] __device__ { return x.t.v; }; // expected-error {{captured variable 'x' has a type that uses the function-local type 'Local'}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
