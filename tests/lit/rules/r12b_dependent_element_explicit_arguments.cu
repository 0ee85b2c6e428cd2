// nvcc 13.0: error (line 15) "An extended __host__ __device__ lambda cannot capture an array variable whose element type ("Cons..."
// Rule 12, element type from explicit template arguments, captured by name
// in a __host__ __device__ lambda.  A const member without an initialiser
// deletes the default constructor (nvcc reports that first, then the
// assignment).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct ConstMember {
  const int v;
};

template <class T, int N> void fill(const T &x) {
  T arr[N] = {x};
  // CHECK: r12b_dependent_element_explicit_arguments.cu:[[@LINE+1]]:13: error: extended lambda captures array 'arr', whose element type 'ConstMember' is not default constructible on the host [R12b]
  auto l = [arr] __host__ __device__ () { return arr[0].v; };
  (void)l;
}

void host_function() {
  // CHECK: r12b_dependent_element_explicit_arguments.cu:[[@LINE+1]]:3: note: in the instantiation of 'fill' here
  fill<ConstMember, 1>(ConstMember{1});
}
