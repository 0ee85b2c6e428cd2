// nvcc 13.0: error (line 16) "A type that is a private or protected class member ("Base::P") cannot be used in the type of a variable cap..."
// Rule 12: a protected member type reached through a public alias is still protected.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class Base {
protected:
  struct P { int v; };

public:
  using Public = P;
};

void host_function() {
  Base::Public x{1};
  // CHECK: r12d_protected_through_alias.cu:[[@LINE+1]]:36: error: captured variable 'x' has a type that uses the protected member type 'Base::P' [R12d]
  auto l = [=] __device__ { return x.v; }; // expected-error {{captured variable 'x' has a type that uses the protected member type 'Base::P'}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
