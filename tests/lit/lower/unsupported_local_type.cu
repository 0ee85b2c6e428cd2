// Local types that cannot move to namespace scope, each a clear error at
// the lambda, exit 1: a class that names an unscoped enum of the function
// (its enumerators belong to the function), a class that names a local
// variable, one declared before its
// definition, one whose declaration declares a variable too, one that
// calls its own function, one after a #define in the function, and one in
// a function defined outside its namespace.  nvcc 13.0 --extended-lambda
// accepts this file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.o
// RUN: %expect-exit 1 %cudalift --emit-lowered=%t.cu %fast %s 2>&1 | FileCheck %s

int unscoped_enum() {
  enum Color { Red, Green };
  struct Paint { Color c; };
  // CHECK: unsupported_local_type.cu:[[@LINE+1]]:39: error: cannot lower this extended lambda: the body uses a local class that names an unscoped enum of the enclosing function (its enumerators belong to the function); make it an enum class or declare it at namespace scope
  auto pick = [] __device__ (int x) { Paint p{x ? Red : Green}; return p.c; };
  return sizeof(pick);
}

int names_a_local() {
  constexpr int scale = 3;
  struct Scaled { int v; __device__ int get() const { return v * scale; } };
  // CHECK: unsupported_local_type.cu:[[@LINE+1]]:39: error: cannot lower this extended lambda: the body uses a local class that names declarations of its function, or the function itself, or follows a preprocessor directive inside it; declare it at namespace scope
  auto make = [] __device__ (int x) { Scaled s{x}; return s.get(); };
  return sizeof(make);
}

int declared_first() {
  struct Later;
  struct Later { int v; };
  // CHECK: unsupported_local_type.cu:[[@LINE+1]]:39: error: cannot lower this extended lambda: the body uses a local class declared before its definition; declare it at namespace scope
  auto make = [] __device__ (int x) { Later s{x}; return s.v; };
  return sizeof(make);
}

int with_a_variable() {
  struct Pair { int a, b; } spare = {1, 2};
  // CHECK: unsupported_local_type.cu:[[@LINE+1]]:39: error: cannot lower this extended lambda: the body uses a local class whose declaration declares a variable too; declare the variable apart, or the class at namespace scope
  auto make = [] __device__ (int x) { Pair p{x, x}; return p.a + p.b; };
  return sizeof(make) + spare.a;
}

int calls_its_function(int depth) {
  struct Again { int go(int d) { return d ? calls_its_function(d - 1) : 0; } };
  // CHECK: unsupported_local_type.cu:[[@LINE+1]]:53: error: cannot lower this extended lambda: the body uses a local class that names declarations of its function
  auto make = [] __device__ (int x) { return sizeof(Again) + x; };
  return sizeof(make) + Again().go(depth);
}

int after_a_define() {
#define LOCAL_SCALE 5
  struct Scaled { int get() const { return LOCAL_SCALE; } };
  // CHECK: unsupported_local_type.cu:[[@LINE+1]]:53: error: cannot lower this extended lambda: the body uses a local class that names declarations of its function
  auto make = [] __device__ (int x) { return sizeof(Scaled) + x; };
  return sizeof(make);
}

namespace ns { struct Q { int q; }; int outside(); }
int ns::outside() {
  struct S { Q q; };
  // CHECK: unsupported_local_type.cu:[[@LINE+1]]:53: error: cannot lower this extended lambda: the body uses a class declared in a template, a member function or a function defined outside its namespace; declare it at namespace scope
  auto make = [] __device__ (int x) { return sizeof(S) + x; };
  return sizeof(make);
}
