// Fix-it of R12a's capture by reference: `&m` becomes `m`, `&q = m`
// becomes `q = m`, in a list without a capture default.  Beside `=`
// (`[=, &m]`: `[=, m]` is not C++17) there is no fix-it.
// REQUIRES: clang-apply-replacements
// nvcc 13.0 --extended-lambda: error "An extended __device__ lambda cannot
// capture variables by reference" (lines 26, 27, 28).
// RUN: not %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: rm -rf %t && mkdir -p %t/car && cp %s %t/a.cu && cp %s %t/car/a.cu
// RUN: %expect-exit 1 %cudalift --check %fast --export-fixes=%t/car/fixes.yaml %t/car/a.cu > /dev/null 2>&1
// RUN: FileCheck --check-prefix=YAML %s < %t/car/fixes.yaml
// YAML-COUNT-2: DiagnosticName:  R12a
// YAML-NOT: DiagnosticName
// RUN: %clang-apply-replacements %t/car
// RUN: %expect-exit 1 %cudalift --check %fast --fix %t/a.cu 2>&1 | FileCheck --check-prefix=FIX %s
// FIX: applied 2 fix-its in 1 file
// FIX: a.cu:[[#@LINE+12]]:{{[0-9]+}}: error: extended lambda captures 'm' by reference [R12a]
// FIX-NOT: error
// RUN: cmp %t/a.cu %t/car/a.cu
// RUN: FileCheck --check-prefix=FIXED %s < %t/a.cu
// FIXED: k<<<1, 1>>>([p, m] __device__ () { *p = m; });
// FIXED: k<<<1, 1>>>([p, q = m] __device__ () { *p = q; });
// FIXED: k<<<1, 1>>>([=, &m] __device__ () { *p = m; });
template <class F> __global__ void k(F f) { f(); }
void run(int *p) {
  int m = 3;
  k<<<1, 1>>>([p, &m] __device__ () { *p = m; });
  k<<<1, 1>>>([p, &q = m] __device__ () { *p = q; });
  k<<<1, 1>>>([=, &m] __device__ () { *p = m; });
}
