// The places of captures and of what a lambda names are read from the
// file's text (its lines counted once); a file with Windows line ends
// (CR LF) gets the lines and columns clang and nvcc give, in a header and
// in the main file, a capture default's implicit capture and an explicit
// one alike.
// nvcc 13.0 (the CR LF copy): error "An extended __device__ lambda cannot capture variables by reference" (line 5 of the header)
// RUN: rm -rf %t && mkdir %t
// RUN: python3 -c "import sys; t = open(sys.argv[1]).read().split('//' + '--- ')[1:]; [open(sys.argv[2] + '/' + p.split(chr(10), 1)[0], 'w', newline='').write(p.split(chr(10), 1)[1].replace(chr(10), chr(13) + chr(10))) for p in t]" %s %t
// RUN: %expect-exit 1 %cudalift --check %fast -I %t %t/main.cu 2>&1 | FileCheck %s
// CHECK: lib.h:5:8: error: extended lambda captures 'n' by reference [R12a]
// CHECK: main.cu:6:11: error: extended lambda captures 'k' by reference [R12a]
//--- lib.h
#pragma once
inline int from_header(int n) {
  int m = 2;
  auto f =
      [&n, m] __device__ () { return n + m; };
  return (int)sizeof f;
}
//--- main.cu
#include "lib.h"
int main() {
  int k = 1;

  auto g =
      [=, &k] __device__ () { return k; };
  return from_header(k) + (int)sizeof g;
}
