// nvcc 13.0: error (line 8) "The enclosing parent function ("make") for an extended __device__ lambda cannot have private or protected a..."
// Rule 4: a private static member function is rejected as well.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class Registry {
  static int make() {
    // CHECK: r04_private_static_member.cu:[[@LINE+1]]:14: error: enclosing function 'Registry::make' has private access within its class [R04]
    auto l = [] __device__ { return 3; }; // expected-error {{enclosing function 'Registry::make' has private access within its class}}
    return 3;
  }
public:
  static int get() { return make(); }
};

int main() { return Registry::get(); }
// RUN: %cudalift --check -verify %fast %s
