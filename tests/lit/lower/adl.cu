// Guide 5.3.7.7: nvcc --extended-lambda rejects this (its placeholder
// type drags N1 into argument-dependent lookup: "call of overloaded
// 'my_function(...)' is ambiguous", seen with nvcc 13.0).  The wrapper is
// a class nested in the templates, so lookup sees only its own namespace,
// as for a real lambda (the guide's functions get bodies here: clang wants
// them): plain nvcc compiles the lowered file and the call
// picks N2::my_function, also when the lambda captures an N1::MyStruct and
// when it sits in a function template.
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: not %nvcc-verdict --extended-lambda -c %s -o %t.ref.o 2>&1 | FileCheck --check-prefix=NVCC %s
// NVCC: error: call of overloaded {{.*}}my_function{{.*}} is ambiguous

namespace N1 {
struct MyStruct {};
template <typename T>
void my_function(T) {}
}; // namespace N1

namespace N2 {
template <typename T>
int my_function(T) { return 0; }
template <typename T>
void run(T in) { my_function(in); }
} // namespace N2

void bar(N1::MyStruct in) {
  auto lambda1 = [=] __device__ { };
  N2::run(lambda1);
  auto lambda2 = [=] __device__ { (void)in; return 1; };
  N2::run(lambda2);
}

template <class T> void baz(T in) {
  auto lambda3 = [=] __device__ { (void)in; return 1; };
  N2::run(lambda3);
}
template void baz(N1::MyStruct);
