// 54_exit_after_cuda: 53's control: the kernel runs (and prints, flushed
// by the program's own synchronize), and the probe sees device 0's
// primary context there after the device runtime's exit hook, so 53's "no"
// means no context was made.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>
#include <dlfcn.h>

__global__ void once(int x) { printf("once %d\n", x); }

// The probe asks the driver itself whether device 0's primary context
// exists.  It runs as the main thread's thread_local objects are
// destroyed at exit: its object is made before every initializer without
// a priority (cudalift's device runtime, whose exit hook is made later, is
// destroyed earlier), and all of them go before any atexit handler, among
// them the CUDA runtime's own teardown.
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
  ~probe_at_exit() { probe(); }
};
struct make_probe {
  make_probe() {
    static thread_local probe_at_exit p;
    (void)p;
  }
};
__attribute__((init_priority(101))) make_probe probe_made;

int main() {
  once<<<1, 1>>>(7);
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 1;
  std::printf("kernel ran\n");
  return 0;
}
