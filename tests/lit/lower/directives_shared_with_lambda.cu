// #if lines that a lambda shares with the code around it: two
// introducers under #ifdef/#else with one body after #endif (AMReX writes
// this), and a body holding #else/#endif whose #ifndef comes before the
// lambda.  The lines whose partner is outside the lambda stay where they
// were written, with the branch the parse skipped; the wrapper's body
// has them blank.  Directives inside the lambda (`#ifdef` between the
// introducer and the body) are not read as part of its declarator.
// nvcc 13.0 --extended-lambda: compiles, with and without -DUSE_OTHER;
// plain nvcc compiles both lowered files.
// RUN: %nvcc --extended-lambda -c %s -o %t.ref.o
// RUN: %nvcc-verdict --extended-lambda -DUSE_OTHER -c %s -o %t.ref.other.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// RUN: %cudalift --emit-lowered=%t.other.cu %fast -DUSE_OTHER %s
// RUN: FileCheck %s --check-prefix=OTHER < %t.other.cu
// RUN: %nvcc-verdict -DUSE_OTHER -c %t.other.cu -o %t.other.o
template <class F> __global__ void launch(F f, int *out) { f(out); }
template <class F> __global__ void launch2(F f, int *out, int extra) { f(out); }

// (The wrappers come first.)  The directives inside the last lambda's
// parentheses and body: its
// parameter is the one the parse took; the body keeps its #ifdef.
// CHECK: {{^}}static constexpr {{.*}} operator()(int *p) const noexcept
// CHECK-NEXT: {{^}}#line
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^}}#ifdef USE_OTHER
// CHECK-LABEL: {{^}}void run(int *out, int s) {
// CHECK-NEXT: {{^}}#ifdef USE_OTHER
// CHECK-NEXT: {{^}}  launch2<<<1, 1>>>([=] __device__ (int *o) {
// CHECK-NEXT: {{^}}    o[1] = 100;
// CHECK-NEXT: {{^}}#else
// CHECK-NEXT: {{^}}  launch<<<1, 1>>>(({{.*}})
// CHECK-NEXT: {{^}}#endif
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}, out
// OTHER-LABEL: {{^}}void run(int *out, int s) {
// OTHER-NEXT: {{^}}#ifdef USE_OTHER
// OTHER-NEXT: {{^}}  launch2<<<1, 1>>>(({{.*}})
// OTHER-EMPTY:
// OTHER-NEXT: {{^}}#else
// OTHER-NEXT: {{^}}  launch<<<1, 1>>>([=] __device__ (int *o) {
// OTHER-NEXT: {{^}}#endif
void run(int *out, int s) {
#ifdef USE_OTHER
  launch2<<<1, 1>>>([=] __device__ (int *o) {
    o[1] = 100;
#else
  launch<<<1, 1>>>([=] __device__ (int *o) {
#endif
    o[0] = s * 2;
  }, out
#ifdef USE_OTHER
  , 5
#endif
  );
// CHECK: {{^}}#ifndef USE_OTHER
// CHECK-NEXT: {{^}}  launch<<<1, 1>>>(({{.*}})
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}#else
// CHECK-NEXT: {{^}}  launch<<<1, 1>>>([=] __device__ (int *o) {
// CHECK-NEXT: {{^}}    o[2] = -s;
// CHECK-NEXT: {{^}}#endif
#ifndef USE_OTHER
  launch<<<1, 1>>>([=] __device__ (int *o) {
    o[2] = s + 1;
#else
  launch<<<1, 1>>>([=] __device__ (int *o) {
    o[2] = -s;
#endif
    o[3] = s;
  }, out);
  launch<<<1, 1>>>([=] __device__ (
#ifdef USE_OTHER
                       int *o
#else
                       int *p
#endif
                       ) noexcept {
#ifdef USE_OTHER
    o[0] += s;
#else
    p[0] += s;
#endif
  }, out);
}
