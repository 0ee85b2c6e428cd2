// Included by lower_project.h; has no lambda, so it is not copied.
#pragma once
namespace detail {
__host__ __device__ inline int scale(int i) { return 3 * i; }
}
