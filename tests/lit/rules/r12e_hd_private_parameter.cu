// nvcc 13.0: error (line 11) "A type that is a private or protected class member ("C::P") cannot be used in the return or parameter types..."
// Rule 12: nor a private member type.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class C {
  struct P { int v; };

public:
  void run() {
    // CHECK: r12e_hd_private_parameter.cu:[[@LINE+1]]:14: error: extended __host__ __device__ lambda's parameter type uses the private member type 'C::P' [R12e]
    auto l = [] __host__ __device__ (P a) { return a.v; }; // expected-error {{extended __host__ __device__ lambda's parameter type uses the private member type 'C::P'}}
  }
};

int main() { C c; c.run(); }
// RUN: %cudalift --check -verify %fast %s
