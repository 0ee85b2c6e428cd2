// gpu-check: low-only
// 63_r14_deduced_result_in_launch: generic host code sizes a kernel's
// output with std::invoke_result_t of a capturing __device__ lambda that
// has no trailing return type (guide 5.3.7.4 rule 14; cudalift warns,
// R14).  Built with nvcc --extended-lambda, this program compiles without
// a word and then fails on the H200: the launch reports "invalid device
// function" (the host and the device disagree on the kernel's template
// arguments; seen 2026-11-29).  Through cudalift the wrapper's call
// operator carries the deduced type, so host and device agree and the
// program runs.  Low variant only: the reference is what goes wrong.
#include "result_map.h"

int main() {
  int offset = 10;
  auto squared = [offset] __device__(int x) { return (short)(x * x - offset); };
  run("squared", squared);
  return 0;
}
