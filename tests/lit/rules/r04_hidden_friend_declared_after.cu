// nvcc 13.0: error (host compiler, line 11) "‘::peek’ has not been declared"
// Rule 4: a friend first declared inside its class is still hidden at the
// lambda when its namespace-scope declaration comes only after the class.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class Secret {
  int v = 1;
  friend int peek(const Secret &s) {
    int v = s.v;
    // CHECK: r04_hidden_friend_declared_after.cu:[[@LINE+1]]:14: error: enclosing function 'peek' is a friend first declared inside its class; its address cannot be taken [R04]
    auto l = [v] __device__ { return v; }; // expected-error {{enclosing function 'peek' is a friend first declared inside its class; its address cannot be taken}}
    return v;
  }
};
int peek(const Secret &s);
int main() { Secret s; return peek(s); }
// RUN: %cudalift --check -verify %fast %s
