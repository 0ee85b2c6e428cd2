// Force-included (-include) when the corpus builds the CUDA C++ tutorial
// of NVIDIA/accelerated-computing-hub, on both sides: its ach.h reads
// cudaDeviceProp::memoryClockRate, which CUDA 13 removed, to print a peak
// bandwidth figure.  The name is made to read another field of the same
// type, so the file compiles; the figure it prints is then not the peak
// bandwidth, and the manifest lists such lines as timings (not compared).
#pragma once
#include <cuda_runtime_api.h>
#if defined(CUDART_VERSION) && CUDART_VERSION >= 13000
#define memoryClockRate memoryBusWidth
#endif
