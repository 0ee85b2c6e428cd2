// nvcc 13.0: accepted
// A file that never names the architecture macro is parsed once: nothing
// to compare (the driver test arch_one_parse.cu shows the single parse).
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <typename F>
__global__ void kernel(F f) { f(); }

void host_function() {
  int a = 1;
  auto first = [=] __device__ { return a; };
  auto second = [a] __host__ __device__ { return a + 1; };
  kernel<<<1, 1>>>(first);
  kernel<<<1, 1>>>(second);
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
