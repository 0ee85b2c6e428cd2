// nvcc 13.0: error (host compiler, line 10) "‘auto’ parameter not permitted in this context"
// nvcc-flags: -std=c++20
// Rule 9: an abbreviated function template (C++20 `auto` parameters) has
// an invented template parameter without a name; nvcc's host compiler
// fails on it, instantiated or not.
// RUN: %expect-exit 1 %cudalift --check %fast -std=c++20 %s | FileCheck %s --implicit-check-not=error:

void run(auto x) {
  // CHECK: r09c_abbreviated_function_template.cu:[[@LINE+1]]:12: error: enclosing template 'run' is an abbreviated function template: its parameter 'x' declared 'auto' has an invented, unnamed template parameter [R09c]
  auto l = [=] __device__ () { return x; };
  (void)l;
}

template <class T> void named(T x, auto y) {
  // CHECK: r09c_abbreviated_function_template.cu:[[@LINE+1]]:12: error: enclosing template 'named' is an abbreviated function template: its parameter 'y' declared 'auto' has an invented, unnamed template parameter [R09c]
  auto l = [=] __device__ () { return x + y; };
  (void)l;
}

void host_function() { run(1); }
