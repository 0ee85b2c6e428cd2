// Force-included (-include) when the corpus builds AMReX-Codes/amrex, on
// both sides: CCCL 3 (CUDA 13) no longer has cub::Sum, cub::Min, cub::Max,
// cub::TransformInputIterator and cub::CountingInputIterator, which AMReX
// at the pinned commit still names (AMReX_GpuReduce.H, AMReX_Scan.H).
// These aliases give the names back with their CCCL 3 counterparts; with
// an older CCCL, or outside CUDA, nothing is declared.
//
// The CUDA 13 runtime takes a cudaMemLocation where cudaMemAdvise and
// cudaMemPrefetchAsync took a device number (cudaCpuDeviceId for the
// host), as AMReX's library still passes one (AMReX_GpuDevice.cpp,
// BaseFab::prefetchToDevice): overloads with the old parameters forward
// to the new calls.
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
#if defined(CUDART_VERSION) && CUDART_VERSION >= 13000
inline cudaMemLocation corpus_amrex_location(int device)
{
  cudaMemLocation where{};
  where.type = device == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
  where.id = device == cudaCpuDeviceId ? 0 : device;
  return where;
}
inline cudaError_t cudaMemAdvise(const void* p, size_t n, cudaMemoryAdvise advice, int device)
{
  return cudaMemAdvise(p, n, advice, corpus_amrex_location(device));
}
inline cudaError_t cudaMemPrefetchAsync(const void* p, size_t n, int device, cudaStream_t stream = 0)
{
  return cudaMemPrefetchAsync(p, n, corpus_amrex_location(device), 0, stream);
}
#endif
#endif
#endif
