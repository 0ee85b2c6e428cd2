// A project header whose macro captures one more variable in device code
// (r15_project_header.cu).
#ifdef __CUDA_ARCH__
#define ADD_BIAS + bias
#else
#define ADD_BIAS
#endif
