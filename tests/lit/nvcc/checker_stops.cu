// The checker runs first: an error (here R04, a constructor; nvcc 13.0
// rejects it too) is reported at the user's line, exit 1, and nvcc never
// runs (no object file).
// RUN: rm -f %t.o
// RUN: %expect-exit 1 %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o --cudalift-verbose 2>&1 | FileCheck %s --implicit-check-not="cudalift: running"
// RUN: not test -e %t.o

struct Widget {
  Widget() {
    // CHECK: checker_stops.cu:[[@LINE+1]]:14: error: enclosing function 'Widget::Widget' is a constructor; its address cannot be taken [R04]
    auto l = [] __device__ { return 1; };
  }
};
