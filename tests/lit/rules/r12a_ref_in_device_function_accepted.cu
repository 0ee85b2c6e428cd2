// nvcc 13.0: accepted
// Rule 12 concerns extended lambdas: inside a __device__ function an
// annotated `[&]` lambda is a plain lambda.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

__device__ int dev_function(int a) {
  auto l = [&] __device__ { return a; };
  auto m = [&a] { return a; };
  return l() + m();
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
