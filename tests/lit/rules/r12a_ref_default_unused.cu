// nvcc 13.0: error (line 7) "An extended __host__ __device__ lambda cannot capture variables by reference"
// Rule 12: `[&]` is rejected even when nothing is captured.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  // CHECK: r12a_ref_default_unused.cu:[[@LINE+1]]:12: error: extended lambda has the capture default '&' [R12a]
  auto l = [&] __host__ __device__ { return 0; }; // expected-error {{extended lambda has the capture default '&'}}
}
// RUN: %cudalift --check -verify %fast %s
