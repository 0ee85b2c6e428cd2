// nvcc 13.0: error (line 6) "A type that is a private or protected class member ("Base::Prot") cannot be used in the template arg..."
// Guide 5.3.7.4 rule 9: a protected member type, named from a derived class.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> void run() {
  auto l = [] __device__ { };
  (void)l;
}

struct Base {
protected:
  struct Prot { };
};

struct Derived : Base {
  // CHECK: r09b_protected_member_type.cu:[[@LINE+1]]:15: error: 'run', the enclosing template of the extended lambda at line 6, is instantiated with 'Base::Prot', a protected member of 'Base' [R09b]
  void go() { run<Prot>(); } // expected-error {{'run', the enclosing template of the extended lambda at line 6, is instantiated with 'Base::Prot', a protected member of 'Base'}}
};
// RUN: %cudalift --check -verify %fast %s
