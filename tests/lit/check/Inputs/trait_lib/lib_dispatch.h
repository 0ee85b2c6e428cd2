// A library's dispatch on nvcc's trait builtins, on the system include
// path (as CCCL's headers are): a closure of an extended __device__ lambda
// takes one path, every other callable the other.
#pragma once
template <class F> struct lib_holder { F f; };
template <class F> constexpr int lib_path(F) {
  return __nv_is_extended_device_lambda_closure_type(F) ? 1 : 2;
}
template <class F> void lib_expects_plain(F) {
  static_assert(!__nv_is_extended_device_lambda_closure_type(F), "lib: no __device__ lambda here");
}
