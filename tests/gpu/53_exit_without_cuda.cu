// 53_exit_without_cuda: a program whose kernel (it calls printf, so the
// lowered file gets the device runtime) is never launched: the runtime's
// exit handler must not create a CUDA context to flush a buffer that
// cannot hold anything.  54 is the control: the same probe sees the
// context of a program that used the device.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>
#include <dlfcn.h>

__global__ void never(int x) { printf("never %d\n", x); }

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

int main(int argc, char **) {
  if (argc > 100)
    never<<<1, 1>>>(argc);
  std::printf("no kernel launched\n");
  return 0;
}
