// The folder -o (or -MF) writes into is missing, or not writable: before
// any work, a message that names the file, its folder and the cause,
// exit 2, no temporary folder left and nothing written.  (nvcc itself gets
// as far as its assembler: "Fatal error: can't create ...", exit 1.)
// nvcc 13.0 --extended-lambda: compiles (with an -o it can write).
// RUN: rm -rf %t && mkdir -p %t/tmp %t/ro && chmod 555 %t/ro
// RUN: %expect-exit 2 env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -c %s -o %t/missing/k.o 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: cudalift: error: cannot write '{{.*}}/missing/k.o': its folder '{{.*}}/missing': No such file or directory
// RUN: %expect-exit 2 env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -MD -MF %t/nodeps/k.d -c %s -o %t/k.o 2>&1 | FileCheck %s --check-prefix=DEPS
// DEPS: cudalift: error: cannot write '{{.*}}/nodeps/k.d': its folder '{{.*}}/nodeps': No such file or directory
// RUN: %expect-exit 2 env TMPDIR=%t/tmp setpriv --reuid=nobody --regid=nogroup --clear-groups %cudalift -std=c++17 -arch=sm_90 -c %s -o %t/ro/k.o 2>&1 | FileCheck %s --check-prefix=READONLY
// READONLY: cudalift: error: cannot write '{{.*}}/ro/k.o': its folder '{{.*}}/ro': Permission denied
// RUN: find %t/tmp -mindepth 2 | count 0
// RUN: find %t/ro -mindepth 1 | count 0
// RUN: not ls %t/k.o
// -o /dev/null (a configure check's way) is written in place, not renamed over.
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -c %s -o /dev/null
// RUN: test -c /dev/null

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
void launch(int *out, int k) {
  apply<<<1, 32>>>([=] __device__ (int i) { return i * k; }, out);
}
