// nvcc 13.0: error (host compiler, line 14) "‘::peek’ has not been declared" (5 errors)
// XFAIL: *
// Known gap: cudalift does not yet see that a friend defined only inside
// its class has no namespace-scope declaration (its address cannot be taken).
// Rule 4 (the enclosing function's address must be takeable): a friend
// defined in its class and declared nowhere else is found only by ADL, so
// `&::peek` does not exist. It is not a member, so its place in the
// private section plays no part (see r04_friend_declared_accepted.cu).
// cudalift has no message of its own for this; any R04 at the lambda will do.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class Secret {
  int v = 1;
  friend int peek(const Secret &s) {
    int v = s.v;
    // CHECK: r04_hidden_friend.cu:[[@LINE+1]]:14: error: enclosing function 'peek' {{.*}}[R04]
    auto l = [v] __device__ { return v; };
    return v;
  }
};

int main() { Secret s; return peek(s); }
