// Force-included (-include) when the corpus builds AMReX-Codes/amrex, on
// both sides: CCCL 3 (CUDA 13) no longer has cub::Sum, cub::Min, cub::Max,
// cub::TransformInputIterator and cub::CountingInputIterator, which AMReX
// at the pinned commit still names (AMReX_GpuReduce.H, AMReX_Scan.H).
// These aliases give the names back with their CCCL 3 counterparts; with
// an older CCCL, or outside CUDA, nothing is declared.
#ifndef CORPUS_AMREX_CCCL3_H
#define CORPUS_AMREX_CCCL3_H
#if defined(__CUDACC__)
#include <cub/cub.cuh>
#if defined(CCCL_MAJOR_VERSION) && CCCL_MAJOR_VERSION >= 3
#include <cstddef>
#include <cuda/functional>
#include <cuda/std/functional>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
namespace cub {
using Sum = ::cuda::std::plus<>;
using Min = ::cuda::minimum<>;
using Max = ::cuda::maximum<>;
template <class Value, class Op, class It, class Offset = std::ptrdiff_t>
using TransformInputIterator = ::thrust::transform_iterator<Op, It>;
template <class Value, class Offset = std::ptrdiff_t>
using CountingInputIterator = ::thrust::counting_iterator<Value>;
} // namespace cub
#endif
#endif
#endif
