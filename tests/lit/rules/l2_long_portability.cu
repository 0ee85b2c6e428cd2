// nvcc 13.0: accepted
// Guide 5.3.6.2: %ld prints a long, 64 bits on Linux and 32 on Windows.
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

#include <cstdio>

void host_function(long n) {
  printf("%ld\n", n); // host printf: not cudalift's business
  auto l = [=] __device__ {
    // CHECK: l2_long_portability.cu:[[@LINE+1]]:5: warning: device printf conversion '%ld' prints a long, which is 64 bits on Linux and 32 bits on Windows [L2]
    printf("%ld\n", n); // expected-warning {{device printf conversion '%ld' prints a long, which is 64 bits on Linux and 32 bits on Windows}}
    printf("%lld\n", (long long)n);
  };
}
// RUN: %cudalift --check -verify %fast %s
