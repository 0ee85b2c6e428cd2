// Lambdas in a project header (included with -I, not a system header) are
// modelled too, reported at the header's line and column, in translation
// unit order.
// nvcc 13.0: proj::fill's lambda device trait true; proj::twice's both
// false and "__host__ __device__"; main's host-device trait true.
// RUN: %cudalift --print-lambdas %fast -I %S/../Inputs %s | FileCheck %s --implicit-check-not=lambda

// CHECK: model_project.h:11:12: lambda space=device extended=yes enclosing=proj::fill captures=p,v
// CHECK: model_project.h:16:10: lambda space=host-device extended=no enclosing=proj::twice captures=x
#include "model_project.h"

int main() {
  int *p = nullptr;
  proj::fill(p, 1, 4);
  // CHECK: project_header.cu:[[@LINE+1]]:12: lambda space=host-device extended=yes enclosing=main captures=-
  auto h = [] __host__ __device__ (int x) { return proj::twice(x); };
  return h(1);
}
