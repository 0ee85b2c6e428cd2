// A file that does not name the architecture macro costs one parse, even
// when a system header it includes does, and a longer identifier that
// starts with the same letters does not count.  (This comment avoids the
// macro's exact name on purpose.)
// RUN: %cudalift --check %fast --cudalift-verbose -isystem %S/../Inputs/system %s 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=device-side --implicit-check-not=cuda-device-only
// CHECK: cudalift: libclang arguments: -x cuda --cuda-host-only
#include <arch_system.h>

#ifdef __CUDA_ARCH_FEAT_SM90_ALL
#error not defined by cudalift
#endif

template <typename F>
__global__ void kernel(F f) { f(); }

void host_function() {
  int lanes = SYSTEM_LANES;
  auto l = [=] __device__ { return lanes; };
  kernel<<<1, 1>>>(l);
}
