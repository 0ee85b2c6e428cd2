// nvcc 13.0: error (line 11) "The enclosing parent function ("step") for an extended __device__ lambda cannot have private or protected a..."
// Rule 4: protected member functions are rejected like private ones.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class Base {
public:
  void run() { step(); }
protected:
  void step() {
    // CHECK: r04_protected_member.cu:[[@LINE+1]]:14: error: enclosing function 'Base::step' has protected access within its class [R04]
    auto l = [] __device__ { return 1; }; // expected-error {{enclosing function 'Base::step' has protected access within its class}}
  }
};

int main() { Base b; b.run(); }
// RUN: %cudalift --check -verify %fast %s
