// nvcc 13.0: error (line 9) "A type local to a function ("Local") cannot be used in the template argument of the enclosing parent..."
// Guide 5.3.7.4 rule 9: the local type may hide inside another template's
// argument, behind a pointer.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> struct Holder { T v; };

template <class T> void run() {
  auto l = [] __device__ { };
  (void)l;
}

void host_function() {
  struct Local { };
  // CHECK: r09a_holder_of_local_pointer.cu:[[@LINE+1]]:3: error: 'run', the enclosing template of the extended lambda at line 9, is instantiated with 'Local', a type local to function 'host_function' [R09a]
  run<Holder<Local *>>(); // expected-error {{'run', the enclosing template of the extended lambda at line 9, is instantiated with 'Local', a type local to function 'host_function'}}
}
// RUN: %cudalift --check -verify %fast %s
