// nvcc accepts a member template named without `template` here; clang
// reports an error (cudalift leaves it for nvcc to judge).
#pragma once
template <class T = int> struct holder { template <class U = int> using ref_type = U; };
template <class M> int pick() { using R = typename M::ref_type<>; return R{} + 1; }
