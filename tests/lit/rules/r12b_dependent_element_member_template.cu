// nvcc 13.0: error (line 21) "An extended __device__ lambda cannot capture an array variable whose element type ("NoDefault") is ..."
// Rule 12 in a member function template of a class template: the element
// type is the member template's own parameter, through a local alias, in
// a two-dimensional array; deduced from the call's argument (apply<Fine>
// is fine).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct NoDefault {
  NoDefault(int x) : v(x) {}
  int v;
};
struct Fine {
  int v;
};

template <class U> struct Box {
  template <class T> int apply(const T &a) {
    using E = T;
    E arr[2][2] = {{a, a}, {a, a}};
    // CHECK: r12b_dependent_element_member_template.cu:[[@LINE+1]]:41: error: extended lambda captures array 'arr', whose element type 'NoDefault' is not default constructible on the host [R12b]
    auto l = [=] __device__ () { return arr[1][1].v + (int)sizeof(U); };
    (void)l;
    return 0;
  }
};

int host_function() {
  Box<int> b;
  // CHECK: r12b_dependent_element_member_template.cu:[[@LINE+1]]:12: note: in the instantiation of 'apply' here
  return b.apply(NoDefault(1)) + b.apply(Fine{3});
}
