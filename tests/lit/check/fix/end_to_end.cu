// --fix end to end: a file with several findings that have certain
// fix-its (a `[&]` default, two captures by reference, a braced
// init-capture: five replacements); --fix applies them, checks again
// (clean, exit 0; the first pass prints nothing, so what is shown is
// what is left), and nvcc builds the fixed file, which keeps its mode.
// --fix goes with --check only.
// nvcc 13.0 --extended-lambda: error "An extended __device__ lambda cannot
// capture variables by reference"; the fixed file compiles.
// RUN: not %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.cu && chmod 640 %t/a.cu
// RUN: %cudalift --check %fast --fix %t/a.cu 2>&1 | FileCheck %s
// CHECK: applied 5 fix-its in 1 file
// CHECK-NOT: error:
// RUN: %cudalift --check %fast %t/a.cu 2>&1 | count 0
// RUN: stat -c %%a %t/a.cu | FileCheck --check-prefix=BITS %s
// BITS: {{^}}640{{$}}
// RUN: %nvcc-verdict --extended-lambda -c %t/a.cu -o %t/a.o
// With --format=json, stdout is one document: the check after the fix-its.
// RUN: cp %s %t/b.cu && %cudalift --check %fast --fix --format=json %t/b.cu 2>/dev/null | python3 -c "import json, sys; d = json.load(sys.stdin); print(len(d['files'][0]['diagnostics']))" | FileCheck --check-prefix=JSON %s
// JSON: {{^}}0{{$}}
// RUN: %expect-exit 2 %cudalift --emit-lowered=%t/x.cu --fix %fast %s 2>&1 | FileCheck --check-prefix=MODE %s
// MODE: cudalift: error: --export-fixes and --fix go with --check
template <class F> __global__ void k(F f) { f(); }
void run(int *p, int n) {
  int m = 3;
  k<<<1, 1>>>([&] __device__ () { *p = n; });
  k<<<1, 1>>>([p, &m, &r = n] __device__ () { *p = m + r; });
  k<<<1, 1>>>([p, v{m + 1}] __device__ () { *p = v; });
}
