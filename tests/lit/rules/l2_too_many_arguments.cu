// nvcc 13.0: accepted
// Guide 5.3.6.2: device printf takes at most 32 arguments after the format;
// nvcc is silent and the device drops the rest.
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

#include <cstdio>

__global__ void kernel(int a) {
  // CHECK: l2_too_many_arguments.cu:[[@LINE+1]]:3: warning: device printf has 33 arguments after the format; the device prints only the first 32 and drops the rest [L2]
  printf("%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", // expected-warning {{device printf has 33 arguments after the format; the device prints only the first 32 and drops the rest}}
         a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a);
  printf("%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n",
         a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a);
}
// RUN: %cudalift --check -verify %fast %s
