// nvcc 13.0: accepted
// Guide 5.3.7.1: extended __device__ and __host__ __device__ closures may be
// __global__ template arguments, directly or wrapped; so may a lambda
// defined in device code.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <class F> struct Holder { F f; };
template <class F> __global__ void kernel(F f) { }

template <class F> __device__ void use(F) { }

__global__ void device_side() {
  auto in_device = [] { };
  use(in_device);
}

void host_function() {
  auto d = [] __device__ { };
  auto hd = [=] __host__ __device__ { };
  kernel<<<1, 1>>>(d);
  kernel<<<1, 1>>>(hd);
  kernel<<<1, 1>>>(Holder<decltype(d)>{d});
  kernel<<<1, 1>>>([] __device__ (int) { });
  void (*p)(decltype(hd)) = kernel<decltype(hd)>;
  (void)p;
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
