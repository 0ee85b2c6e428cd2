// The #include lines that lead to lowered headers, however they are
// written: blanks after '#', a comment before the name, <...> through -I,
// a line continued with '\'.  Each points at the lowered copy, the rest of
// its line as written; an #include of a macro stays as it is (its header
// holds no lambda here).  Plain nvcc compiles the result; nvcc 13.0
// --extended-lambda compiles the file.
// RUN: rm -rf %t.cu %t.cu.d
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -arch=sm_90 -I%S/Inputs -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu -std=c++17 -arch=sm_90 -I%S/Inputs %s
// RUN: grep -v "^//" %t.cu | FileCheck --strict-whitespace %s
// RUN: %nvcc-verdict -std=c++17 -arch=sm_90 -I%S/Inputs -c %t.cu -o %t.o

// CHECK: #  include "{{.*}}.cu.d{{.*}}/include_spellings/spaced.h"
#  include "include_spellings/spaced.h"
// CHECK-NEXT: #include /* the second */ "{{.*}}.cu.d{{.*}}/include_spellings/commented.h"
#include /* the second */ "include_spellings/commented.h"
// CHECK: # include \
// CHECK-NEXT: "{{.*}}.cu.d{{.*}}/include_spellings/angled.h"
# include \
  <include_spellings/angled.h>
#define PLAIN_HEADER "include_spellings/plain.h"
// CHECK: #include PLAIN_HEADER
#include PLAIN_HEADER

int main() {
  int *out = nullptr;
  spaced_run(out, 1);
  commented_run(out, 2);
  angled_run(out, plain_value());
}
