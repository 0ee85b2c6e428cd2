// nvcc 13.0: error (line 7) "The enclosing parent function ("host_function") for an extended __device__ lambda must not have deduced ret..."
// Rule 7: `decltype(auto)` is deduced as well.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

decltype(auto) host_function() {
  // CHECK: r07_decltype_auto.cu:[[@LINE+1]]:12: error: enclosing function 'host_function' has a deduced return type [R07]
  auto l = [] __device__ { return 0; }; // expected-error {{enclosing function 'host_function' has a deduced return type}}
  return 1;
}

int main() { return host_function(); }
// RUN: %cudalift --check -verify %fast %s
