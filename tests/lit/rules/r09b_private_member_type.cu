// nvcc 13.0: error (line 7) "A type that is a private or protected class member ("Outer::Priv") cannot be used in the template ar..."
// Guide 5.3.7.4 rule 9: a private member type as the template argument,
// from inside the class that may name it.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> void run() {
  auto l = [] __device__ { };
  (void)l;
}

class Outer {
  struct Priv { };
public:
  // CHECK: r09b_private_member_type.cu:[[@LINE+1]]:22: error: 'run', the enclosing template of the extended lambda at line 7, is instantiated with 'Outer::Priv', a private member of 'Outer' [R09b]
  static void go() { run<Priv>(); } // expected-error {{'run', the enclosing template of the extended lambda at line 7, is instantiated with 'Outer::Priv', a private member of 'Outer'}}
};
// RUN: %cudalift --check -verify %fast %s
