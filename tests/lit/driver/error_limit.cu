// 25 errors: --print-lambdas and --check lift clang's error limit (20,
// whose "too many errors emitted" has no place; they may ask nvcc's front
// end about errors outside the extended lambdas) and show all 25: the
// input's errors, exit 1, not a setup error (exit 2 is for a bad command
// line or environment).  nvcc 13.0: error at line 15 ("expected an
// expression"), 25 errors, exit 2.
// RUN: %expect-exit 1 %cudalift --print-lambdas %fast %s > %t.pl 2>&1
// RUN: FileCheck --check-prefix=ALL %s < %t.pl
// RUN: %expect-exit 1 %cudalift --check %fast %s > %t.out 2>&1
// RUN: FileCheck --check-prefix=ALL %s < %t.out
// ALL: error_limit.cu:15:12: error: expected expression
// ALL: error_limit.cu:39:13: error: expected expression
// ALL-NOT: too many errors
void f() {
  int x0 = ;
  int x1 = ;
  int x2 = ;
  int x3 = ;
  int x4 = ;
  int x5 = ;
  int x6 = ;
  int x7 = ;
  int x8 = ;
  int x9 = ;
  int x10 = ;
  int x11 = ;
  int x12 = ;
  int x13 = ;
  int x14 = ;
  int x15 = ;
  int x16 = ;
  int x17 = ;
  int x18 = ;
  int x19 = ;
  int x20 = ;
  int x21 = ;
  int x22 = ;
  int x23 = ;
  int x24 = ;
}
