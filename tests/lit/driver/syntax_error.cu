// A syntax error is the user's: clang's message, gcc style, then exit 1.
// RUN: %expect-exit 1 %cudalift --print-lambdas %fast %s | FileCheck %s
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
void f() {
  int x = ;
}
// CHECK: syntax_error.cu:5:11: error: expected expression
// CHECK-NEXT: {{^}}  int x = ;
// CHECK-NEXT: {{^}}          ^
// CHECK-NOT: lambda space=
