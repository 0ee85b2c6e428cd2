// nvcc 13.0: error (line 14) "An extended __device__ lambda cannot capture an array variable whose element type ("W<int>") is not ..."
// Rule 12: the element type is a class template specialization without a
// default constructor.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> struct W {
  W(T x) : v(x) {}
  T v;
};

void host_function() {
  W<int> a[2] = {W<int>(1), W<int>(2)};
  // CHECK: r12b_element_class_template.cu:[[@LINE+1]]:39: error: extended lambda captures array 'a', whose element type 'W<int>' is not default constructible on the host [R12b]
  auto l = [=] __device__ () { return a[0].v; };
  (void)l;
}
