// A trait's template argument list longer than any fixed look-ahead (a
// comment of 3,000 bytes inside it): the argument list is still read to
// its end, and host code asking for the result type of a __device__
// lambda is still reported (R14, a warning, as for a short list).
// nvcc 13.0: accepted
// RUN: python3 -c "import sys; t = open(sys.argv[1]).read().split('//' + '--- input\n')[1]; print(t.replace('LONG', '/* ' + 'x' * 3000 + ' */'))" %s > %t.cu
// RUN: %expect-exit 0 %cudalift --check %fast %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: warning: host code asks 'invoke_result_t' for the result type of the __device__ lambda at line 5, which it deduces; the host answer may be wrong [R14]
//--- input
#include <type_traits>

void host_function() {
  int k = 3;
  auto l = [k] __device__ (int x) { return x * 2.0f + k; };
  using R = std::invoke_result_t<decltype(l) LONG, int>;
  R r = 0;
  (void)r;
}
