// The device-side parse (for a file that names __CUDA_ARCH__) targets the
// architecture -arch or -gencode names, as nvcc's device pass does: the
// first one libclang 19 knows, compute_XX as sm_XX, code= before arch=;
// sm_90 when none is given or none is known (native, sm_100).
// RUN: %cudalift --check %fast --cudalift-verbose %s 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %cudalift --check %fast --cudalift-verbose -arch=sm_80 %s 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: %cudalift --check %fast --cudalift-verbose --gpu-architecture=compute_75 %s 2>&1 | FileCheck %s --check-prefix=SM75
// RUN: %cudalift --check %fast --cudalift-verbose -gencode arch=compute_70,code=sm_86 -arch=sm_75 %s 2>&1 | FileCheck %s --check-prefix=SM86
// RUN: %cudalift --check %fast --cudalift-verbose -arch=native -gencode=arch=compute_89,code=compute_89 %s 2>&1 | FileCheck %s --check-prefix=SM89
// RUN: %cudalift --check %fast --cudalift-verbose -arch=sm_100 %s 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: device-side parse (for the code at {{.*}}), libclang arguments: -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 
// SM80: device-side parse (for the code at {{.*}}), libclang arguments: -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 
// SM75: device-side parse (for the code at {{.*}}), libclang arguments: -x cuda --cuda-device-only --cuda-gpu-arch=sm_75 
// SM86: device-side parse (for the code at {{.*}}), libclang arguments: -x cuda --cuda-device-only --cuda-gpu-arch=sm_86 
// SM89: device-side parse (for the code at {{.*}}), libclang arguments: -x cuda --cuda-device-only --cuda-gpu-arch=sm_89 
// (The architecture test sits in a function with an extended lambda, so
// the second parse is needed: driver/arch_code_harmless.cu.)
void arch(int *out) {
  int a = 0;
#ifdef __CUDA_ARCH__
  a = __CUDA_ARCH__;
#endif
  auto get = [=] __device__ { return a; };
  (void)get;
  (void)out;
}
