// nvcc never defines __clang__; cudalift's parse does (clang's headers
// need it).  The error is clang's alone (cudalift leaves it for nvcc to
// judge), and it speaks of __device__ code, which the front end does not
// take by its place alone: no precompiled header is kept with it.
#pragma once
#if defined(__clang__)
#error "this header's __device__ code is for nvcc"
#endif
template <class M> int pick() { return M::value + 1; }
struct holder { static constexpr int value = 1; };
