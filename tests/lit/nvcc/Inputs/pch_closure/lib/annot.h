#pragma once
// The execution-space words behind a macro, only for a CUDA compiler.
#if defined(__CUDACC__)
#define BOTH __host__ __device__
#else
#define BOTH
#endif
