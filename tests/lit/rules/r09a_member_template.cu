// nvcc 13.0: error (line 8) "A type local to a function ("Local") cannot be used in the template argument of the enclosing parent..."
// Guide 5.3.7.4 rule 9: a member function template, its argument deduced
// from the call (libclang gives no template arguments for it).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Holder {
  template <class T> void run(T) {
    auto l = [] __device__ { };
    (void)l;
  }
};

void host_function() {
  struct Local { };
  Holder h;
  // CHECK: r09a_member_template.cu:[[@LINE+1]]:5: error: 'Holder::run', the enclosing template of the extended lambda at line 8, is instantiated with 'Local', a type local to function 'host_function' [R09a]
  h.run(Local{}); // expected-error {{'Holder::run', the enclosing template of the extended lambda at line 8, is instantiated with 'Local', a type local to function 'host_function'}}
}
// RUN: %cudalift --check -verify %fast %s
