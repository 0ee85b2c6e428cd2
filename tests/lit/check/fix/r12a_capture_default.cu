// Fix-it of R12a's capture default: `[&]` becomes `[=]`, the only
// capture default an extended lambda may have; with other captures in
// the list (`[&, p]`: `[=, p]` is not C++17) there is no fix-it.
// --export-fixes writes it as clang-tidy's YAML, which
// clang-apply-replacements applies; --fix applies it in place and checks
// again.
// REQUIRES: clang-apply-replacements
// nvcc 13.0 --extended-lambda: error "An extended __device__ lambda cannot
// capture variables by reference" (lines 27, 28).
// RUN: not %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: rm -rf %t && mkdir -p %t/car && cp %s %t/a.cu && cp %s %t/car/a.cu
// RUN: %expect-exit 1 %cudalift --check %fast --export-fixes=%t/car/fixes.yaml %t/car/a.cu > /dev/null 2>&1
// RUN: FileCheck --check-prefix=YAML %s < %t/car/fixes.yaml
// YAML: DiagnosticName:  R12a
// YAML: ReplacementText: '='
// YAML-NOT: ReplacementText
// RUN: %expect-exit 1 %cudalift --check %fast --format=json %s | FileCheck --check-prefix=JSON %s
// JSON: "id":"R12a",{{.*}}"fixes":[{"file":"{{[^"]*}}r12a_capture_default.cu","offset":{{[0-9]+}},"length":1,"text":"="}]
// JSON-SAME: "id":"R12a",{{.*}}"fixes":[]
// RUN: %clang-apply-replacements %t/car
// RUN: %expect-exit 1 %cudalift --check %fast --fix %t/a.cu 2>&1 | FileCheck --check-prefix=FIX %s
// FIX: applied 1 fix-it in 1 file
// FIX: a.cu:[[#@LINE+8]]:{{[0-9]+}}: error: extended lambda has the capture default '&' [R12a]
// RUN: cmp %t/a.cu %t/car/a.cu
// RUN: FileCheck --check-prefix=FIXED %s < %t/a.cu
// FIXED: k<<<1, 1>>>([=] __device__ () { *p = n; });
// FIXED: k<<<1, 1>>>([&, p] __device__ () { *p = n; });
template <class F> __global__ void k(F f) { f(); }
void run(int *p, int n) {
  k<<<1, 1>>>([&] __device__ () { *p = n; });
  k<<<1, 1>>>([&, p] __device__ () { *p = n; });
}
