// nvcc 13.0: error (line 9) "The enclosing parent function ("step") for an extended __device__ lambda cannot have private or protected a..."
// Rule 4: a private member function template, instantiated.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class Engine {
  template <typename T>
  void step(T v) {
    // CHECK: r04_private_member_template.cu:[[@LINE+1]]:14: error: enclosing function 'Engine::step' has private access within its class [R04]
    auto l = [v] __device__ { return v; }; // expected-error {{enclosing function 'Engine::step' has private access within its class}}
  }
public:
  void run() { step(1); }
};

int main() { Engine e; e.run(); }
// RUN: %cudalift --check -verify %fast %s
