// nvcc 13.0: error (host compiler, line 38) "could not convert template argument ‘&Shadow<mats::Distributed<float> >::update’ from ‘void (Shadow<mats::Distributed<float> >::*)()’ to ‘void (Shadow<mats::Distributed<int> >::*)()’"
// Rule 5, a partial specialization's out-of-line member (TNL's
// `Diagonal< DistributedMatrix< Matrix > >::update`): the parameter Matrix
// appears in the specialization's own arguments, and a base class names
// it too, but no member of the class declares Matrix, so the function's
// address is not ambiguous (nvcc builds Diagonal's).  A member typedef
// that declares the name the definition uses (Shadow's `Matrix3`) still
// makes it ambiguous: nvcc's host compiler stops there.
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

namespace mats {
template <typename M> struct Distributed { using Index = int; };
}
template <typename M> struct Base { using MatrixType = M; };
template <typename M> struct Diagonal;

template <typename Matrix>
struct Diagonal<mats::Distributed<Matrix>> : Base<mats::Distributed<Matrix>> {
  using IndexType = typename mats::Distributed<Matrix>::Index;
  void update();
};

template <typename Matrix>
void Diagonal<mats::Distributed<Matrix>>::update() {
  auto kernel = [=] __host__ __device__ (IndexType i) { return i + 1; };
  (void)kernel;
}

template <typename T> struct Shadow;
template <typename Matrix>
struct Shadow<mats::Distributed<Matrix>> {
  using Matrix2 = Matrix;
  typedef int Matrix3;
  void update();
};
// CHECK: r05_partial_specialization_arguments.cu:[[@LINE+3]]:17: error: enclosing function 'Shadow::update' names its class's template parameter 'Matrix3'
template <typename Matrix3>
void Shadow<mats::Distributed<Matrix3>>::update() {
  auto kernel = [=] __host__ __device__ (int i) { return i + 1; };
  (void)kernel;
}

int main() {
  Diagonal<mats::Distributed<float>> d;
  d.update();
  Shadow<mats::Distributed<float>> s;
  s.update();
}
