// The preserved-return trait with unnamed parameters: the word that ends an
// unnamed parameter is part of its type, not a name the trailing return
// type could mention.  nvcc 13.0 --extended-lambda accepts the file (its
// builtins give these answers); the lowered file gives the same.
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o

void host_function() {
  auto a = [] __device__ (int) -> int { return 1; };
  auto b = [] __device__ (int x) -> decltype(x) { return 1; };
  auto c = [] __device__ (const int &) -> int { return 1; };
  static_assert(__nv_is_extended_device_lambda_with_preserved_return_type(decltype(a)), "a");
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(decltype(b)), "b");
  static_assert(__nv_is_extended_device_lambda_with_preserved_return_type(decltype(c)), "c");
}
