// nvcc 13.0: error (line 10) "init-captures are not allowed for extended __host__ __device__ lambdas"
// --relaxed: an init-capture of a host-device lambda is a note.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --check-prefix=STRICT
// RUN: %expect-exit 0 %cudalift --check --relaxed %fast %s | FileCheck %s --check-prefix=RELAXED --implicit-check-not=error: --implicit-check-not=warning:

void host_function() {
  int a = 1;
  // STRICT: r12f_relaxed_hd_init_capture.cu:[[@LINE+2]]:13: error: extended __host__ __device__ lambda has the init-capture 'x' [R12f]
  // RELAXED: r12f_relaxed_hd_init_capture.cu:[[@LINE+1]]:13: note: extended __host__ __device__ lambda has the init-capture 'x'; accepted under --relaxed: this file now builds only through cudalift [R12f]
  auto l = [x = a + 1] __host__ __device__ () { return x; }; // expected-error {{extended __host__ __device__ lambda has the init-capture 'x'}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify %fast %s
