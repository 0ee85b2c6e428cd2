// nvcc 13.0: error (line 10) "The enclosing parent function ("helper") for an extended __device__ lambda cannot have private or protected..."
// --relaxed: a private enclosing member function is a note too.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --check-prefix=STRICT
// RUN: %expect-exit 0 %cudalift --check --relaxed %fast %s | FileCheck %s --check-prefix=RELAXED --implicit-check-not=error: --implicit-check-not=warning:

class C {
  void helper() {
    // STRICT: r04_relaxed_private_member.cu:[[@LINE+2]]:14: error: enclosing function 'C::helper' has private access within its class [R04]
    // RELAXED: r04_relaxed_private_member.cu:[[@LINE+1]]:14: note: enclosing function 'C::helper' has private access within its class; accepted under --relaxed
    auto l = [] __device__ (int x) { return x; }; // expected-error {{enclosing function 'C::helper' has private access within its class}}
  }

public:
  void run() { helper(); }
};

int main() { C c; c.run(); }
// RUN: %cudalift --check -verify %fast %s
