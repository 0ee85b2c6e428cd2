// nvcc 13.0: error (line 7) "A type local to a function ("Local") cannot be used in the template argument of the enclosing parent..."
// Guide 5.3.7.4 rule 9: taking the address of the specialization
// instantiates it as well as a call does.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> void run() {
  auto l = [] __device__ { };
  (void)l;
}

void host_function() {
  struct Local { };
  // CHECK: r09a_address_taken.cu:[[@LINE+1]]:18: error: 'run', the enclosing template of the extended lambda at line 7, is instantiated with 'Local', a type local to function 'host_function' [R09a]
  void (*p)() = &run<Local>; // expected-error {{'run', the enclosing template of the extended lambda at line 7, is instantiated with 'Local', a type local to function 'host_function'}}
  (void)p;
}
// RUN: %cudalift --check -verify %fast %s
