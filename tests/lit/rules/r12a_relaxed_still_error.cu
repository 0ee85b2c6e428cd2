// nvcc 13.0: error (line 9) "An extended __device__ lambda cannot capture variables by reference"
// --relaxed relaxes only nvcc's placeholder limits: a by-reference capture
// dangles on the device whoever lowers it, so it stays an error.
// RUN: %expect-exit 1 %cudalift --check --relaxed %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int a = 1;
  // CHECK: r12a_relaxed_still_error.cu:[[@LINE+1]]:13: error: extended lambda captures 'a' by reference [R12a]
  auto l = [&a] __device__ () { return a; }; // expected-error {{extended lambda captures 'a' by reference}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify --relaxed %fast %s
