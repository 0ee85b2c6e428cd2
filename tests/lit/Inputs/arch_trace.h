// A project header whose macro defines one more extended lambda in device
// code only (r13_macro_from_header.cu).
#ifdef __CUDA_ARCH__
#define TRACE_LAMBDA auto trace = [] __device__ (int v) { return v; };
#else
#define TRACE_LAMBDA
#endif
