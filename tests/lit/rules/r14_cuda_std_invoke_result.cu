// nvcc 13.0: error (invoke.h line 461) "static assertion failed with "Attempt to use an extended __device__ lambda in a context that require..."
// Rule 14: libcu++'s invoke_result and result_of refuse a __device__
// lambda without a trailing return type under nvcc (a static_assert in
// its <functional> support).  std::invoke_result is only a warning (R14
// in r14_invoke_result.cu): nvcc answers it, perhaps wrongly.
// RUN: %expect-exit 1 %cudalift --check %s | FileCheck %s --implicit-check-not=error:

#include <cuda/std/type_traits>

void host_function() {
  auto l = [] __device__ (int i) { return i; };
  // CHECK: r14_cuda_std_invoke_result.cu:[[@LINE+1]]:24: error: host code asks 'cuda::std::invoke_result_t' for the result type of the __device__ lambda at line 11, which it deduces; libcu++ refuses that query under nvcc [R14]
  using R = cuda::std::invoke_result_t<decltype(l), int>;
  // CHECK: r14_cuda_std_invoke_result.cu:[[@LINE+1]]:33: error: host code asks 'cuda::std::result_of' for the result type of the __device__ lambda at line 11, which it deduces; libcu++ refuses that query under nvcc [R14]
  using S = typename cuda::std::result_of<decltype(l)(int)>::type;
  R r = 0;
  S s = 0;
  (void)r; (void)s;
}
// REQUIRES: cuda-libcudacxx
