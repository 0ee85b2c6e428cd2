// nvcc 13.0: error (line 9) "The enclosing parent function ("host_function") for an extended __device__ lambda must not have deduced ret..."
// --relaxed: a deduced return type of the enclosing function is a note.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --check-prefix=STRICT
// RUN: %expect-exit 0 %cudalift --check --relaxed %fast %s | FileCheck %s --check-prefix=RELAXED --implicit-check-not=error: --implicit-check-not=warning:

auto host_function() {
  // STRICT: r07_relaxed.cu:[[@LINE+2]]:12: error: enclosing function 'host_function' has a deduced return type [R07]
  // RELAXED: r07_relaxed.cu:[[@LINE+1]]:12: note: enclosing function 'host_function' has a deduced return type; accepted under --relaxed: this file now builds only through cudalift [R07]
  auto l = [] __device__ (int x) { return x; }; // expected-error {{enclosing function 'host_function' has a deduced return type}}
  return 1;
}

int main() { return host_function(); }
// RUN: %cudalift --check -verify %fast %s
