// nvcc 13.0: error (line 7) "A type local to a function ("Local") cannot be used in the template argument of the enclosing parent..."
// Guide 5.3.7.4 rule 9: the enclosing function template of an extended
// lambda instantiated with a class local to a function (deduced).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> void run(T t) {
  auto l = [] __device__ { };
  (void)l;
}

void host_function() {
  struct Local { int v; };
  // CHECK: r09a_local_class.cu:[[@LINE+2]]:3: error: 'run', the enclosing template of the extended lambda at line 7, is instantiated with 'Local', a type local to function 'host_function' [R09a]
  // CHECK: r09a_local_class.cu:7:12: note: the extended lambda is defined here
  run(Local{1}); // expected-error {{'run', the enclosing template of the extended lambda at line 7, is instantiated with 'Local', a type local to function 'host_function'}}
}
// RUN: %cudalift --check -verify %fast %s
