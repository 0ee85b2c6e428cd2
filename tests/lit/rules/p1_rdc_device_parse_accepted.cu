// nvcc 13.0: accepted
// nvcc-flags: -rdc=true
// P1: with -rdc=true a __host__ __device__ function may launch a kernel,
// also in a file whose device-side parse runs (it names __CUDA_ARCH__):
// that parse takes the launch too, and R13 is still checked.
// RUN: %cudalift --check %fast -rdc=true %s 2>&1 | count 0

__global__ void child() {}
__host__ __device__ void hd() { child<<<1, 1>>>(); }

void host_function() {
#ifdef __CUDA_ARCH__
  auto l = [] __device__ () { return 1; };
#else
  auto l = [] __device__ () { return 2; };
#endif
  (void)l;
}
