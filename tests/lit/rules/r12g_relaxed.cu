// nvcc 13.0: error (line 9) "The constexpr specifier is not allowed for an extended __device__ lambda"
// --relaxed: constexpr on an extended lambda is a note.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --check-prefix=STRICT
// RUN: %expect-exit 0 %cudalift --check --relaxed %fast %s | FileCheck %s --check-prefix=RELAXED --implicit-check-not=error: --implicit-check-not=warning:

void host_function() {
  // STRICT: r12g_relaxed.cu:[[@LINE+2]]:12: error: extended lambda is declared constexpr [R12g]
  // RELAXED: r12g_relaxed.cu:[[@LINE+1]]:12: note: extended lambda is declared constexpr; accepted under --relaxed: this file now builds only through cudalift [R12g]
  auto l = [] __device__ (int x) constexpr { return x; }; // expected-error {{extended lambda is declared constexpr}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
