// nvcc 13.0: error (line 8) "The enclosing parent function ("operator()") for an extended __device__ lambda cannot have private or prote..."
// Rule 4: operators are member functions too; a private operator() fails.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

class Functor {
  int operator()(int x) {
    // CHECK: r04_private_operator.cu:[[@LINE+1]]:14: error: enclosing function 'Functor::operator()' has private access within its class [R04]
    auto l = [x] __device__ { return x; }; // expected-error {{enclosing function 'Functor::operator()' has private access within its class}}
    return x;
  }
  friend int use(Functor &, int);
};

int use(Functor &f, int x) { return f(x); }
// RUN: %cudalift --check -verify %fast %s
