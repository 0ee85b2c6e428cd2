// A stand-in for a cudax header (cccl_checkout_on_include_path.cu): an
// extended lambda of the library's own, which cudalift must lower.
#pragma once
template <class F> __global__ void fake_stf_kernel(F f) { f((int)threadIdx.x); }
template <class F> void fake_parallel_for(F f) {
  fake_stf_kernel<<<1, 4>>>([=] __device__ (int i) { f(i * 2); });
}
