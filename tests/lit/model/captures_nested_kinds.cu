// An inner lambda captures what the enclosing lambda holds: by reference
// ([&]) or by copy ([=]) regardless of how the outer lambda captured it.
// An inner [&] naming a copy-captured variable captures the outer closure's
// member by reference (clang: a field of type `const int &`).
// clang 19 AST: field order and kinds match every captures= list below.
// nvcc 13.0: unannotated, so not extended; all host (a __device__ call rejected "from a
// __host__ function").
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

void copy_then_ref() {
  int b = 0;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=copy_then_ref captures=b
  auto o = [b] {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=copy_then_ref captures=&b
    return [&] { return b; }();
  };
}

void copy_then_copy() {
  int b = 0;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=copy_then_copy captures=b
  auto o = [b] {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=copy_then_copy captures=b
    return [=] { return b; }();
  };
}

void ref_then_ref() {
  int b = 0;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=ref_then_ref captures=&b
  auto o = [&b] {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=ref_then_ref captures=&b
    return [&] { return b; }();
  };
}

void implicit_copy_then_ref() {
  int b = 0, c = 1;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=implicit_copy_then_ref captures=c,b
  auto o = [=] {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=implicit_copy_then_ref captures=&c,&b
    return [&] { return c + b; }();
  };
}
