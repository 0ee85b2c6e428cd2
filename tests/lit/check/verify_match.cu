// -verify: every diagnostic is expected, with @+N / @-N offsets.
// nvcc 13.0: errors "...cannot capture variables by reference" and "...must allow its address to be taken"
// RUN: %cudalift --check -verify %fast %s
void host_function() {
  int a = 1;
  auto lambda3 = [&a] __device__ () { return a; }; // expected-error {{captures 'a' by reference}}
  // expected-error@+1 {{extended __host__ __device__ lambda has the init-capture 'x'}}
  auto l5 = [x = 1] __host__ __device__ () { return x; };
}
struct S {
  S() {
    auto l = [] __device__ { return 0; };
  }
  // expected-error@-2 {{enclosing function 'S::S' is a constructor}}
};
