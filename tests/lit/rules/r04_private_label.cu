// nvcc 13.0: error (line 10) "The enclosing parent function ("step") for an extended __host__ __device__ lambda cannot have private or pr..."
// Rule 4: a struct member after `private:`.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Runner {
  void run() { step(); }
private:
  void step() {
    // CHECK: r04_private_label.cu:[[@LINE+1]]:14: error: enclosing function 'Runner::step' has private access within its class [R04]
    auto l = [] __host__ __device__ { return 1; }; // expected-error {{enclosing function 'Runner::step' has private access within its class}}
  }
};

int main() { Runner r; r.run(); }
// RUN: %cudalift --check -verify %fast %s
