// 54_exit_after_cuda: 53's control: the kernel runs (and prints, flushed
// by the program's own synchronize), and the probe sees device 0's
// primary context still there after every exit handler, so 53's "no"
// means no context was made.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>
#include <dlfcn.h>

__global__ void once(int x) { printf("once %d\n", x); }

// The probe asks the driver itself (not the runtime, which may be torn
// down by then) whether device 0's primary context exists.  Its object is
// initialised before every initializer without a priority (the runtime's
// and cudalift's among them), so the probe is registered first and runs
// last, after every other exit handler.
static void probe() {
  void *lib = dlopen("libcuda.so.1", RTLD_NOW);
  auto init = lib ? (int (*)(unsigned))dlsym(lib, "cuInit") : nullptr;
  auto state = lib ? (int (*)(int, unsigned *, int *))dlsym(lib, "cuDevicePrimaryCtxGetState")
                   : nullptr;
  unsigned flags = 0;
  int active = 0;
  if (init && state && init(0) == 0 && state(0, &flags, &active) == 0)
    std::printf("primary context active at exit: %s\n", active ? "yes" : "no");
  else
    std::printf("primary context active at exit: cannot tell\n");
}

struct probe_at_exit {
  probe_at_exit() { std::atexit(probe); }
};
__attribute__((init_priority(101))) probe_at_exit probe_registered;

int main() {
  once<<<1, 1>>>(7);
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 1;
  std::printf("kernel ran\n");
  return 0;
}
