// gpu-check: low-only
// 51_printf_flush_at_exit_call: the same through exit() called from a
// function below main, the kernel an extended __device__ lambda: the
// device runtime's flush runs on every normal exit, not only on return
// from main.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

template <typename F>
__global__ void each_thread(F f) { f(threadIdx.x); }

static void launch_and_leave(int code) {
  int base = 100;
  each_thread<<<1, 3>>>([=] __device__(int t) { printf("lambda: %d\n", base + t); });
  std::exit(code);
}

int main() {
  std::printf("host: before exit\n");
  std::fflush(stdout);
  launch_and_leave(0);
}
