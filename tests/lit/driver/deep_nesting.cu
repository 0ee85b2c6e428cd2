// 2,000 extended lambdas nested in one another (generated here, not kept
// in the tree), which nvcc builds: no stack overflow, no bracket limit,
// finished within a stated bound.  cudalift parses on a thread with a
// large stack (clang's own 8 MiB are not enough at this depth) and passes
// -fbracket-depth=4096.  Bound: 300 s per run (this 2-core machine: about
// 45 s with explicit captures, nearly all of it libclang's parse, which
// grows with the square of the depth).  With a capture default at every
// level each nested body is still read once (capture.c replays a nested
// lambda's uses): 1,000 deep, about 8 s, nearly all libclang's parse.
// nvcc 13.0: accepted (both files)
// RUN: python3 -c "n = 2000; print('void host_function(int *o) {\n  int v = 1;\n  auto f = ' + '[v] __device__ () { return ' * n + 'v' + '; }()' * (n - 1) + '; };\n}')" > %t.explicit.cu
// RUN: python3 -c "n = 1000; print('void host_function(int *o) {\n  int v = 1;\n  auto f = ' + '[=] __device__ () { return ' * n + 'v' + '; }()' * (n - 1) + '; };\n}')" > %t.default.cu
// RUN: timeout 300 %cudalift --check %fast %t.explicit.cu 2>&1 | FileCheck %s --allow-empty --implicit-check-not=error: --implicit-check-not=warning:
// RUN: timeout 300 %cudalift --check %fast %t.default.cu 2>&1 | FileCheck %s --allow-empty --implicit-check-not=error: --implicit-check-not=warning:
// RUN: timeout 300 %cudalift --print-lambdas %fast %t.default.cu | grep -c 'device' | FileCheck %s --check-prefix=COUNT
// COUNT: 1000
