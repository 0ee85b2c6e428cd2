// What kind of variable is captured does not change the listing: reference
// variables (the copy is of the referred object), pointers, arrays (copied
// element-wise), parameters, loop variables, class-type objects.
// clang 19 AST: field order matches every captures= list below.
// nvcc 13.0: d1/d2 device trait true, hd host-device trait true, the plain
// ones both false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

struct Pt { int x, y; };

void host_function(int param, const Pt &pref, int (&arr)[3]) {
  int v = 1;
  int &r = v;
  const int *ptr = &v;
  Pt pt{1, 2};
  double grid[2][2] = {};
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=yes enclosing=host_function captures=r,ptr,param
  auto d1 = [=] __device__ { return r + *ptr + param; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=yes enclosing=host_function captures=grid,pt,pref,arr
  auto d2 = [=] __device__ { return grid[1][1] + pt.x + pref.y + arr[2]; };
  for (int i = 0; i < 2; ++i) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host-device extended=yes enclosing=host_function captures=i,v
    auto hd = [i, v] __host__ __device__ { return i + v; };
  }
  // CHECK: {{.*}}.cu:[[@LINE+1]]:16: lambda space=host extended=no enclosing=host_function captures=&r,&arr,&pt
  auto plain = [&] { r = arr[0] + pt.y; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:16: lambda space=host extended=no enclosing=host_function captures=pt,ptr
  auto mixed = [pt, ptr] () mutable { pt.x = *ptr; return pt; };
}
