// nvcc 13.0: error (line 8) "If an extended __host__ __device__ lambda is defined within the body of one or more nested lambda expressio..."
// Rule 3: the outermost lambda is in a static data member's initializer.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Config {
  static inline int v = [] {
    // CHECK: r03_static_member_init.cu:[[@LINE+1]]:14: error: extended lambda nested in a lambda that is not inside a function [R03]
    auto l = [] __host__ __device__ { return 1; }; // expected-error {{extended lambda nested in a lambda that is not inside a function}}
    return l();
  }();
};

int main() { return Config::v; }
// RUN: %cudalift --check -verify %fast %s
