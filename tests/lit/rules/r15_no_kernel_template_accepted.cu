// nvcc 13.0: accepted (and with -DKERNEL, silently)
// Rule 15 is about a closure that host code passes to a kernel: the guide
// asks that what the lambda captures not depend on __CUDA_ARCH__ "if an
// extended lambda is passed from host code to device code as an argument
// of a __global__ function".  A closure type reaches a kernel's parameter
// only through a template parameter.  tests/gpu 100, as libcudacxx's
// thread tests, runs a __host__ __device__ function on both sides, each
// side making and calling its own closures; the captured pointer is
// __shared__ on the device side only, where it has static storage and is
// not captured.  No file declares a __global__ function template, so the
// two layouts never meet: cudalift reports nothing and the drop-in builds
// it (the GPU run prints what nvcc's build prints).  With a kernel
// template declared (-DKERNEL), a closure could reach it: R15.
// RUN: %cudalift --check -std=c++17 -I%gpu %gpu/100_hd_function_shared_capture.cu 2>&1 | count 0
// RUN: %cudalift -std=c++17 -arch=sm_90 -I%gpu -c %gpu/100_hd_function_shared_capture.cu -o %t.o 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty
// BUILD-NOT: error
// RUN: %expect-exit 1 %cudalift --check -std=c++17 -DKERNEL -I%gpu %gpu/100_hd_function_shared_capture.cu 2>&1 | FileCheck %s --check-prefix=KERNEL
// KERNEL: 100_hd_function_shared_capture.cu:29:15: error: the captures of this extended lambda depend on __CUDA_ARCH__: 'p, step' when it is undefined, 'step' when it is defined [R15]
// KERNEL: 100_hd_function_shared_capture.cu:30:15: error: the captures of this extended lambda depend on __CUDA_ARCH__: 'p' when it is undefined, nothing when it is defined [R15]
