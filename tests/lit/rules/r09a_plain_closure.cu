// nvcc 13.0: error (line 7) "A type local to a function ("lambda []()->void") cannot be used in the template argument of the encl..."
// Guide 5.3.7.4 rule 9: a plain lambda's closure type is local to its
// function; written in the call, it is found after the use.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> void run(T) {
  auto l = [] __device__ { };
  (void)l;
}

void host_function() {
  // CHECK: r09a_plain_closure.cu:[[@LINE+1]]:3: error: 'run', the enclosing template of the extended lambda at line 7, is instantiated with the closure type of the lambda at line [[@LINE+1]], a type local to function 'host_function' [R09a]
  run([] { }); // expected-error {{'run', the enclosing template of the extended lambda at line 7, is instantiated with the closure type of the lambda at line 13, a type local to function 'host_function'}}
}
// RUN: %cudalift --check -verify %fast %s
