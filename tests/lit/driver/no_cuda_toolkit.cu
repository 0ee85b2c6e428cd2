// The real-header path without a CUDA toolkit is an environment error (2).
// RUN: %expect-exit 2 %cudalift --print-lambdas --cudalift-cuda-path=/nonexistent %s | FileCheck %s
// CHECK: cudalift: error: no CUDA toolkit at '/nonexistent' (cuda_runtime.h not found)
#include <cuda_runtime.h>
