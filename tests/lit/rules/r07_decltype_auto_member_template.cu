// nvcc 13.0: error (line 8) "The enclosing parent function ("get") for an extended __device__ lambda must not have deduced return..."
// Rule 7: a member function template with a decltype(auto) return type.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct S {
  template <class T> decltype(auto) get(T t) {
    // CHECK: r07_decltype_auto_member_template.cu:[[@LINE+1]]:14: error: enclosing function 'S::get' has a deduced return type [R07]
    auto l = [=] __device__ () { return t; };
    (void)l;
    return t;
  }
};

int host_function() { S s; return s.get(1); }
