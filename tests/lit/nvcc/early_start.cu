// The drop-in starts nvcc early: on the lowering of clang's quick parse
// (no template instantiation at the end of the unit), while the full
// parse, check and lowering run beside it.  nvcc's run is kept when the
// full lowering is the same; until then it writes only into cudalift's
// temporary folder (the object aside, the dependency file, its messages).
// By default (auto) only when a core is idle: lit runs tests in parallel,
// so these lines say --cudalift-early=on.
// nvcc 13.0 --extended-lambda: compiles; with -DLATE_ERROR it stops at a
// static_assert in an extended lambda of a template, as cudalift's full
// parse does, and only the full parse sees it: it is in an instantiation
// made at the end of the unit.
// RUN: rm -rf %t && mkdir -p %t/tmp
//
// Kept: the object and the dependency file are nvcc's, its #warning is
// replayed once, naming the user's file; nothing is left beside them.
// RUN: env TMPDIR=%t/tmp %cudalift --cudalift-early=on -std=c++17 -arch=sm_90 -DSAY -MD -MF %t/a.d -c %s -o %t/a.o \
// RUN:   --cudalift-verbose 2>&1 | FileCheck %s --check-prefix=KEPT
// KEPT: early_start.cu: quick parse
// KEPT: cudalift: started early, beside the full parse: {{.*}}nvcc {{.*}}-o {{.*}}/.a.cudalift-{{[0-9]+}}.o
// KEPT: early_start.cu: parse
// KEPT: cudalift: the full parse lowered the same: the early nvcc's run is kept
// KEPT-NOT: cudalift-0/
// KEPT: {{^}}{{.*}}/nvcc/early_start.cu:{{[0-9]+}}:2: warning: #warning "early start" [-Wcpp]
// KEPT: cudalift: nvcc {{.*}} s (started early, on the quick parse's lowering)
// RUN: nm -C %t/a.o | FileCheck %s --check-prefix=OBJ
// OBJ: launch(int*, int)
// RUN: FileCheck %s --check-prefix=DEP < %t/a.d
// DEP: a.o : {{.*}}/nvcc/early_start.cu
// DEP-NOT: cudalift-
// RUN: ls -A %t | FileCheck %s --check-prefix=LS --implicit-check-not=cudalift
// LS: a.d
// LS-NEXT: a.o
// LS-NEXT: tmp
// RUN: ls -A %t/tmp/cudalift-* | count 0
//
// --cudalift-early=off: nvcc runs after the full parse only.
// RUN: %cudalift --cudalift-early=off -std=c++17 -arch=sm_90 -c %s -o %t/s.o --cudalift-verbose 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SERIAL
// SERIAL-NOT: quick parse
// SERIAL-NOT: started early
// SERIAL: cudalift: nvcc {{[0-9.]+}} s{{$}}
//
// An error only the full parse finds (in a template's instantiation): the
// early nvcc is stopped; the object, the dependency file and the folder
// are as they were before.
// RUN: cp %t/a.o %t/before.o && cp %t/a.d %t/before.d
// RUN: env TMPDIR=%t/tmp %expect-exit 1 %cudalift --cudalift-early=on -std=c++17 -arch=sm_90 -DLATE_ERROR -MD -MF %t/a.d \
// RUN:   -c %s -o %t/a.o --cudalift-verbose 2>&1 | FileCheck %s --check-prefix=STOP
// STOP: cudalift: started early, beside the full parse
// STOP: early_start.cu:[[#@LINE+24]]:{{[0-9]+}}: error: static assertion failed due to requirement
// STOP: cudalift: stopped the early nvcc: the full parse found errors or lowered otherwise
// RUN: cmp %t/a.o %t/before.o && cmp %t/a.d %t/before.d
// RUN: ls -A %t | FileCheck %s --check-prefix=LS2 --implicit-check-not=cudalift
// LS2: a.d
// RUN: ls -A %t/tmp/cudalift-* | count 0
//
// A full lowering that differs from the quick one (forced by the test's
// environment variable): the early run is stopped and nvcc runs again, on
// the full lowering; the build succeeds as a serial one would.
// RUN: rm -f %t/a.o
// RUN: env CUDALIFT_TEST_EARLY_DIFFERS=1 %cudalift --cudalift-early=on -std=c++17 -arch=sm_90 -c %s -o %t/a.o \
// RUN:   --cudalift-verbose 2>&1 | FileCheck %s --check-prefix=AGAIN
// AGAIN: cudalift: stopped the early nvcc: the full parse found errors or lowered otherwise
// AGAIN: cudalift: running: {{.*}}nvcc {{.*}}-o {{.*}}/.a.cudalift-{{[0-9]+}}.o
// AGAIN: cudalift: nvcc {{[0-9.]+}} s{{$}}
// RUN: nm -C %t/a.o | FileCheck %s --check-prefix=OBJ

#ifdef SAY
#warning "early start"
#endif
template <class F> __global__ void kernel(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
template <class F> int apply(F f) {
#ifdef LATE_ERROR
  auto g = [=] __device__ (int i) { static_assert(sizeof(F) == 0, "never empty"); return f(i); };
  (void)g;
#endif
  return 0;
}
void launch(int *out, int k) {
  auto times = [=] __device__ (int i) { return i * k; };
  kernel<<<1, 32>>>(times, out);
  apply(times);
}
// An unknown value is refused before any work:
// RUN: %expect-exit 2 %cudalift --cudalift-early=sometimes -c %s -o %t/u.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: cudalift: error: unknown value in '--cudalift-early=sometimes' (expected auto, on or off)
