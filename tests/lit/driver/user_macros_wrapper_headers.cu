// Macros of the command line with ordinary short names (-DN=256, -DK=4,
// -DV=1, -DX=2, -Dbid=0): nvcc's implicit includes never see them in a
// parameter list, but the headers clang's CUDA wrapper adds to the parse
// (<cuda.h>, <curand_mtgp32_kernel.h>, clang's own __clang_cuda_*.h) name
// parameters N, K, V, T, bid.  cudalift holds the command line's macros
// back around those headers only; the user's code and the toolkit headers
// nvcc reads still see them (WIDTH reaches a lambda and a kernel).
// nvcc 13.0 --extended-lambda compiles this file with those macros; the
// lowered file compiles with plain nvcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -DN=256 -DK=4 -DV=1 -DX=2 -Dbid=0 -DWIDTH=8 -c %s -o %t/ref.o
// RUN: %cudalift --check -DN=256 -DK=4 -DV=1 -DX=2 -Dbid=0 -DWIDTH=8 %s 2>&1 | count 0
// RUN: %cudalift --emit-lowered=%t/low.cu -DN=256 -DK=4 -DV=1 -DX=2 -Dbid=0 -DWIDTH=8 %s
// RUN: %nvcc-verdict -DN=256 -DK=4 -DV=1 -DX=2 -Dbid=0 -DWIDTH=8 -c %t/low.cu -o %t/low.o
// The same names as -D NAME=VALUE (two arguments), and a macro the
// toolkit's own headers read is left alone: CUDA_API_PER_THREAD_DEFAULT_STREAM.
// RUN: %cudalift --check -D N=256 -D K -DCUDA_API_PER_THREAD_DEFAULT_STREAM -DWIDTH=8 %s 2>&1 | count 0
// Without WIDTH the user's code is wrong, in cudalift as in nvcc.
// RUN: not %nvcc-verdict --extended-lambda -DN=256 -c %s -o %t/bad.o
// RUN: %expect-exit 1 %cudalift --check -DN=256 %s 2>&1 | FileCheck --check-prefix=NOWIDTH %s
// NOWIDTH: user_macros_wrapper_headers.cu:[[#@LINE+6]]:{{[0-9]+}}: error: use of undeclared identifier 'WIDTH'
template <typename F> __global__ void each(int n, F f) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) f(i);
}
void run(int *d) {
  each<<<(N + 63) / 64, 64>>>(N, [=] __device__ (int i) { d[i] = i * WIDTH; });
}
