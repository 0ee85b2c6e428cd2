// nvcc 13.0: error (line 12) "A type that is a private or protected class member ("C::P") cannot be used in the type of a variable captur..."
// Rule 12: a captured variable's type cannot be a private class member.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class C {
  struct P { int v; };

public:
  void run() {
    P x{1};
    // CHECK: r12d_private_member_type.cu:[[@LINE+1]]:38: error: captured variable 'x' has a type that uses the private member type 'C::P' [R12d]
    auto l = [=] __device__ { return x.v; }; // expected-error {{captured variable 'x' has a type that uses the private member type 'C::P'}}
  }
};

int main() { C c; c.run(); }
// RUN: %cudalift --check -verify %fast %s
