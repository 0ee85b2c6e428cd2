// The pre-commit hook (.pre-commit-hooks.yaml, tools/pre-commit-check):
// staged files the build's compile database has are checked with their
// own flags (here -DWITH_DB, which hides the violation), the others with
// $CUDALIFT_CHECK_FLAGS; the exit status is the worst of the runs.  The
// hook's entry is the script, executable.
// nvcc 13.0 --extended-lambda: error "An extended lambda cannot be defined
// with a capture-default of '&'" without -DWITH_DB; compiles with it.
// RUN: not %nvcc-verdict --extended-lambda -c %s -o %t.bad.o
// RUN: %nvcc-verdict --extended-lambda -DWITH_DB -c %s -o %t.ok.o
// RUN: rm -rf %t && mkdir -p %t/repo/build && cp %s %t/repo/a.cu && cp %s %t/repo/b.cu
// RUN: printf '[{"directory":"%t/repo","file":"a.cu","command":"nvcc -DWITH_DB -nocudainc -c a.cu"}]' > %t/repo/build/compile_commands.json
// RUN: cd %t/repo && env CUDALIFT=%cudalift %S/../../../tools/pre-commit-check a.cu
// RUN: cd %t/repo && env CUDALIFT=%cudalift CUDALIFT_CHECK_FLAGS=-nocudainc %expect-exit 1 %S/../../../tools/pre-commit-check a.cu b.cu 2>&1 | FileCheck %s
// CHECK-NOT: a.cu:
// CHECK: b.cu:[[#@LINE+8]]:{{[0-9]+}}: error: extended lambda has the capture default '&' [R12a]
// RUN: grep -q '^  entry: tools/pre-commit-check$' %S/../../../.pre-commit-hooks.yaml
// RUN: test -x %S/../../../tools/pre-commit-check
template <class F> __global__ void k(F f) { f(); }
void run(int *p) {
#ifdef WITH_DB
  k<<<1, 1>>>([=] __device__ () { *p = 1; });
#else
  k<<<1, 1>>>([&] __device__ () { *p = 1; });
#endif
}
