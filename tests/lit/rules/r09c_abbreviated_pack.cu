// nvcc 13.0: error (host compiler, line 8) "parse error in template argument list"
// nvcc-flags: -std=c++20
// Rule 9: an abbreviated function template with an `auto...` pack.
// RUN: %expect-exit 1 %cudalift --check %fast -std=c++20 %s | FileCheck %s --implicit-check-not=error:

int total(auto... xs) {
  // CHECK: r09c_abbreviated_pack.cu:[[@LINE+1]]:12: error: enclosing template 'total' is an abbreviated function template: its parameter 'xs' declared 'auto' has an invented, unnamed template parameter [R09c]
  auto l = [] __device__ () { return (int)sizeof...(xs); };
  (void)l;
  return 0;
}

int host_function() { return total(1, 2); }
