// The drop-in counts what became of each build line, as `ccache -s` does
// (a unit the text scan leaves unparsed apart from one parsed with nothing
// to lower: a value per pass outside every function body takes a parse):
// `cudalift --cudalift-stats` prints the counts, fallbacks by reason;
// `--cudalift-zero-stats` sets them to zero.  Concurrent builds lose no
// count (an flock around each update).
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %s %t/lowered.cu
// RUN: printf '__global__ void k(int *p) { *p = 1; }\n' > %t/plain.cu
// RUN: printf '#ifdef __CUDA_ARCH__\nstatic const int w = 1;\n#else\nstatic const int w = 2;\n#endif\n__global__ void k(int *p) { *p = w; }\n' > %t/arch.cu
// RUN: printf 'template <typename F> __global__ void k(F f) { f(1); }\nvoid g() { struct L; struct L { int v; };\n  k<<<1, 1>>>([] __device__ (int i) { L s{i}; (void)s; }); }\n' > %t/refused.cu
// RUN: printf 'template <typename F> __global__ void k(F f) { f(1); }\nvoid g() { struct P { int a; } p{1};\n  k<<<1, 1>>>([=] __device__ (int i) { (void)(p.a + i); }); }\n' > %t/rule.cu
// RUN: env CUDALIFT_STATS=1 CUDALIFT_STATS_FILE=%t/stats %cudalift --cudalift-zero-stats | FileCheck --check-prefix=ZERO %s
// ZERO: cudalift: statistics zeroed
// RUN: cd %t && env CUDALIFT_STATS=1 CUDALIFT_STATS_FILE=%t/stats CUDALIFT_FALLBACK=auto CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh sh -c '%cudalift %fast -c lowered.cu -o l1.o & %cudalift %fast -c lowered.cu -o l2.o & %cudalift %fast -c plain.cu -o p.o & %cudalift %fast -c arch.cu -o a.o & %cudalift %fast -c refused.cu -o r.o 2>/dev/null & wait'
// RUN: cd %t && env CUDALIFT_STATS=1 CUDALIFT_STATS_FILE=%t/stats CUDALIFT_FALLBACK=auto CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast -c rule.cu -o x.o 2>/dev/null || true
// RUN: cd %t && env CUDALIFT_STATS=1 CUDALIFT_STATS_FILE=%t/stats STANDIN_REJECT=all CUDALIFT_FALLBACK=auto CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast -c refused.cu -o y.o 2>/dev/null || true
// RUN: env CUDALIFT_STATS_FILE=%t/stats %cudalift --cudalift-stats | FileCheck %s
// CHECK: cudalift drop-in statistics ({{.*}}/stats)
// CHECK-NEXT: build lines{{ +}}7
// CHECK-NEXT: built, lowered{{ +}}2
// CHECK-NEXT: built, nothing to lower{{ +}}1
// CHECK-NEXT: built, nothing to lower (text scan, no parse){{ +}}1
// CHECK-NEXT: stopped by the input's errors or a rule{{ +}}1
// CHECK-NEXT: nvcc failed{{ +}}0
// CHECK-NEXT: fallbacks to nvcc --extended-lambda, by reason{{ +}}2
// CHECK-NEXT: fallback: refused: the body uses a local class declared before its definition{{ +}}1
// CHECK-NEXT: fallback failed: refused: the body uses a local class declared before its definition{{ +}}1
// RUN: env CUDALIFT_STATS_FILE=%t/stats %cudalift --cudalift-zero-stats --cudalift-stats | FileCheck --check-prefix=AFTER %s
// AFTER: build lines{{ +}}0
// CUDALIFT_STATS=0 (the lit default) counts nothing.
// RUN: cd %t && env CUDALIFT_STATS_FILE=%t/stats CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast -c plain.cu -o p.o
// RUN: env CUDALIFT_STATS_FILE=%t/stats %cudalift --cudalift-stats | FileCheck --check-prefix=AFTER %s
template <typename F> __global__ void k(F f) { f(1); }
void g(int *p) { k<<<1, 1>>>([=] __device__ (int i) { *p = i; }); }
