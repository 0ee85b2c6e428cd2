// nvcc 13.0: error (line 9) "__host__ __device__ extended lambdas cannot be generic lambdas"
// --relaxed: a generic host-device lambda is a note.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --check-prefix=STRICT
// RUN: %expect-exit 0 %cudalift --check --relaxed %fast %s | FileCheck %s --check-prefix=RELAXED --implicit-check-not=error: --implicit-check-not=warning:

void host_function() {
  // STRICT: r08_relaxed.cu:[[@LINE+2]]:12: error: extended __host__ __device__ lambda is generic [R08]
  // RELAXED: r08_relaxed.cu:[[@LINE+1]]:12: note: extended __host__ __device__ lambda is generic; accepted under --relaxed: this file now builds only through cudalift [R08]
  auto l = [] __host__ __device__ (auto x) { return x; }; // expected-error {{extended __host__ __device__ lambda is generic}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
