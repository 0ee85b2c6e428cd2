// nvcc 13.0: error (line 8) "A type local to a function ("Local") cannot be used in the return or parameter types of the operator() of a..."
// Guide 5.3.7.4 rule 12: a host-device lambda's parameter types cannot be local.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  struct Local { int v; };
  // CHECK: r12e_hd_local_parameter.cu:[[@LINE+1]]:12: error: extended __host__ __device__ lambda's parameter type uses the function-local type 'Local' [R12e]
  auto l = [] __host__ __device__ (const Local *a) { return a->v; }; // expected-error {{extended __host__ __device__ lambda's parameter type uses the function-local type 'Local'}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
