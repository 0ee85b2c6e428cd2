// Force-included (-include) when the corpus builds gunrock/essentials, on
// both sides: its device_properties.hxx prints cudaDeviceProp::clockRate
// and memoryClockRate, which CUDA 13 removed.  The names are made to read
// other int fields, so the file compiles; the figures printed are then
// not clock rates (the manifest lists such lines as timings).
#pragma once
#include <cuda_runtime_api.h>
#if defined(CUDART_VERSION) && CUDART_VERSION >= 13000
#define memoryClockRate memoryBusWidth
#define clockRate multiProcessorCount
#endif
