// nvcc 13.0: error (line 8) "A type local to a function ("Local") cannot be used in the template argument of the enclosing parent..."
// Rule 9: a member function template instantiated with a function-local
// enum (deduced from the argument).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Runner {
  template <class T> void run(T) {
    auto l = [] __device__ () { return 1; };
    (void)l;
  }
};

void host_function() {
  enum Local { A, B };
  Runner r;
  // CHECK: r09a_local_enum_member_template.cu:[[@LINE+1]]:5: error: 'Runner::run', the enclosing template of the extended lambda at line 8, is instantiated with 'Local', a type local to function 'host_function' [R09a]
  r.run(A);
}
