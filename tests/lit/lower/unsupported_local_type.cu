// Local types that cannot move to namespace scope: an unscoped enum (its
// enumerators belong to the function) and a class that names another
// declaration of its function.  A clear error each, exit 1.  nvcc 13.0
// --extended-lambda accepts this file.
// RUN: %nvcc --extended-lambda -c %s -o %t.o
// RUN: %expect-exit 1 %cudalift --emit-lowered=%t.cu %fast %s 2>&1 | FileCheck %s

int unscoped_enum() {
  enum Color { Red, Green };
  // CHECK: unsupported_local_type.cu:[[@LINE+1]]:50: error: cannot lower this extended lambda: the body uses an enum declared in the enclosing function (its enumerators belong to the function); make it an enum class or declare it at namespace scope
  auto pick = [] __device__ (int x) { return x ? Red : Green; };
  return sizeof(pick);
}

int names_a_local() {
  constexpr int scale = 3;
  struct Scaled { int v; __device__ int get() const { return v * scale; } };
  // CHECK: unsupported_local_type.cu:[[@LINE+1]]:39: error: cannot lower this extended lambda: the body uses a class declared in the enclosing function that cudalift cannot move (it names other local declarations, comes from a macro, or declares a variable too); declare it at namespace scope
  auto make = [] __device__ (int x) { Scaled s{x}; return s.get(); };
  return sizeof(make);
}
