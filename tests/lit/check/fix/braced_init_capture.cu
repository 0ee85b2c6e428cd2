// Fix-it of nvcc-compat's braced init-capture: `v{m + 1}` becomes
// `v = m + 1`, the same variable, which nvcc 13.0 builds.
// REQUIRES: clang-apply-replacements
// nvcc 13.0 --extended-lambda: the host compiler's "expected
// primary-expression before '{' token" (an nvcc defect); the fixed file
// compiles.
// RUN: not %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: rm -rf %t && mkdir -p %t/car && cp %s %t/a.cu && cp %s %t/car/a.cu
// RUN: %cudalift --check %fast --export-fixes=%t/car/fixes.yaml %t/car/a.cu > /dev/null 2>&1
// RUN: FileCheck --check-prefix=YAML %s < %t/car/fixes.yaml
// YAML: DiagnosticName:  nvcc-compat
// YAML: ReplacementText: ' = '
// YAML: ReplacementText: ''
// YAML-NOT: DiagnosticName
// RUN: %clang-apply-replacements %t/car
// RUN: %cudalift --check %fast --fix %t/a.cu 2>&1 | FileCheck --check-prefix=FIX %s
// FIX: applied 2 fix-its in 1 file
// RUN: cmp %t/a.cu %t/car/a.cu
// RUN: FileCheck --check-prefix=FIXED %s < %t/a.cu
// FIXED: k<<<1, 1>>>([p, v = m + 1] __device__ () { *p = v; });
// RUN: %nvcc-verdict --extended-lambda -c %t/a.cu -o %t.fixed.o
template <class F> __global__ void k(F f) { f(); }
void run(int *p) {
  int m = 3;
  k<<<1, 1>>>([p, v{m + 1}] __device__ () { *p = v; });
}
