// Init-captures are listed as name=init (init tokens joined, a space only
// between two words) in their written position; `&r = a` is an init-capture
// by reference.
// clang 19 AST: field order matches every captures= list below.
// nvcc 13.0: l9 device trait true (init-captures are allowed in extended
// __device__ lambdas); the others both traits false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

int sum(int x, int y) { return x + y; }

void host_function() {
  int a = 1, b = 2, c = 3;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=z=a+1
  auto l1 = [z = a + 1] { return z; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=&r=a
  auto l2 = [&r = a] { r = 2; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=x=a,y=b*2
  auto l3 = [x = a, y = b * 2] { return x + y; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=v=sum(a,b)
  auto l4 = [v = sum(a, b)] { return v; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=n=static_cast<long>(c)
  auto l5 = [n = static_cast<long>(c)] { return n; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=k=(unsigned long long)a
  auto l6 = [k = (unsigned long long)a] { return k; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=a,m=c,&b
  auto l7 = [a, m = c, &b] { return a + m + b; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=p=new int(3)
  auto l8 = [p = new int(3)] { return *p; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=yes enclosing=host_function captures=s=sizeof(int),t=a?b:c
  auto l9 = [s = sizeof(int), t = a ? b : c] __device__ { return s + t; };
}
