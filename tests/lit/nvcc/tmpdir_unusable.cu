// TMPDIR missing, or not writable by the user: the drop-in stops before
// any work with a message that names the folder it tried and the cause,
// exit 2, and writes nothing (no object, nothing under TMPDIR).
// nvcc 13.0 --extended-lambda: compiles (nvcc itself does not use TMPDIR here).
// RUN: rm -rf %t && mkdir -p %t/ro %t/out && chmod 555 %t/ro
// RUN: %expect-exit 2 env TMPDIR=%t/missing %cudalift -std=c++17 -arch=sm_90 -c %s -o %t/out/k.o 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: cudalift: error: cannot make the temporary folder '{{.*}}/missing/cudalift-{{[0-9]+}}': No such file or directory (TMPDIR names where it goes)
// RUN: %expect-exit 2 env TMPDIR=%t/ro setpriv --reuid=nobody --regid=nogroup --clear-groups %cudalift -std=c++17 -arch=sm_90 -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=READONLY
// READONLY: cudalift: error: cannot make the temporary folder '{{.*}}/ro/cudalift-65534': Permission denied (TMPDIR names where it goes)
// RUN: find %t/ro %t/out -mindepth 1 | count 0
// RUN: not ls %t/missing

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
void launch(int *out, int k) {
  apply<<<1, 32>>>([=] __device__ (int i) { return i * k; }, out);
}
