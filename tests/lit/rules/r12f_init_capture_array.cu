// nvcc 13.0: error (line 10) "An extended __device__ lambda cannot init-capture variables with array type"
// Rule 12: an init-capture of a __device__ lambda may not be initialised
// from an array, even though C++ decays it to a pointer; parentheses do
// not help.  A pointer to the first element is fine.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int arr[3] = {1, 2, 3};
  // CHECK: r12f_init_capture_array.cu:[[@LINE+1]]:13: error: init-capture 'a' is initialised from an array [R12f]
  auto l = [a = arr] __device__ () { return a[0]; };
  // CHECK: r12f_init_capture_array.cu:[[@LINE+1]]:14: error: init-capture 'p' is initialised from an array [R12f]
  auto l2 = [p = (arr)] __device__ () { return p[1]; };
  auto ok = [q = &arr[0]] __device__ () { return q[2]; };
  (void)l; (void)l2; (void)ok;
}
