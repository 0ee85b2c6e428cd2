// nvcc 13.0: accepted
// H1: what device lambdas may name: a static local in a lambda nobody
// hands to a kernel (nvcc never compiles its body for the device), a
// mention in a discarded-value expression, const and constexpr
// variables, and __device__ and __constant__ variables.
// RUN: %cudalift --check %fast %s 2>&1 | count 0
// RUN: %cudalift --check %fast -DNAME_ARCH %s 2>&1 | count 0

#ifdef NAME_ARCH
#ifdef __CUDA_ARCH__
#endif
#endif

template <class F> __global__ void k(F f, int *out) { *out = f(); }

__device__ int on_device = 1;
__constant__ int in_constant = 2;
const int fixed = 3;
constexpr int known = 4;

void host_function(int *out) {
  static int counter = 0;
  auto unlaunched = [] __device__ () { return ++counter; };
  k<<<1, 1>>>([] __device__ () { (void)counter; return 0; }, out);
  k<<<1, 1>>>([] __device__ () { return on_device + in_constant + fixed + known; }, out);
  (void)unlaunched;
}
