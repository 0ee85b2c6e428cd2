// nvcc 13.0: error (line 7) "A template that is a private or protected class member cannot be used in the template argument of th..."
// Rule 9: the enclosing template may not be instantiated with a private
// member template as a template template argument.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <template <class> class TT> void run() {
  auto l = [] __device__ () { };
  (void)l;
}

class Outer {
  template <class T> struct Priv { };
public:
  // CHECK: r09b_private_member_template_argument.cu:[[@LINE+1]]:22: error: 'run', the enclosing template of the extended lambda at line 7, is instantiated with 'Outer::Priv', a private member of 'Outer' [R09b]
  static void go() { run<Priv>(); }
};
