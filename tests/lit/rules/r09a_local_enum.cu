// nvcc 13.0: error (line 6) "A type local to a function ("E") cannot be used in the template argument of the enclosing parent fun..."
// Guide 5.3.7.4 rule 9: a local enum named as an explicit template argument.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> void run() {
  auto l = [] __device__ { };
  (void)l;
}

void host_function() {
  enum E { A };
  // CHECK: r09a_local_enum.cu:[[@LINE+1]]:3: error: 'run', the enclosing template of the extended lambda at line 6, is instantiated with 'E', a type local to function 'host_function' [R09a]
  run<E>(); // expected-error {{'run', the enclosing template of the extended lambda at line 6, is instantiated with 'E', a type local to function 'host_function'}}
}
// RUN: %cudalift --check -verify %fast %s
