// nvcc 13.0: error (host compiler, line 14) "‘::peek’ has not been declared" (5 errors)
// Rule 4 (the enclosing function's address must be takeable): a friend
// defined in its class and declared nowhere else is found only by ADL, so
// `&::peek` does not exist. It is not a member, so its place in the
// private section plays no part (see r04_friend_declared_accepted.cu).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class Secret {
  int v = 1;
  friend int peek(const Secret &s) {
    int v = s.v;
    // CHECK: r04_hidden_friend.cu:[[@LINE+1]]:14: error: enclosing function 'peek' is a friend first declared inside its class; its address cannot be taken [R04]
    auto l = [v] __device__ { return v; }; // expected-error {{enclosing function 'peek' is a friend first declared inside its class; its address cannot be taken}}
    return v;
  }
};

int main() { Secret s; return peek(s); }
// RUN: %cudalift --check -verify %fast %s
