// nvcc's own flags are accepted; -D/-I/-include/-std reach the parse.
// RUN: %cudalift --print-lambdas %fast -arch=sm_90 -gencode arch=compute_90,code=sm_90 \
// RUN:   --extended-lambda -rdc=true -Xcompiler -fPIC -O3 -lineinfo -c -o /dev/null \
// RUN:   -DSCALE=3 -I %S/../Inputs -include flags_pre.h -std=c++20 %s | FileCheck %s
#if SCALE != 3 || !defined(PRE_INCLUDED) || __cplusplus < 202002L
#error flags did not reach the parse
#endif
void host_function() {
  int a = SCALE;
  // CHECK: nvcc_flags.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=host_function captures=a
  auto l = [=] __device__ () { return a; };
}
