// A system header (reached through -isystem) that branches on
// __CUDA_ARCH__, as the CUDA headers do: it does not call for a second
// parse (arch_one_parse.cu).
#ifdef __CUDA_ARCH__
#define SYSTEM_LANES 32
#else
#define SYSTEM_LANES 1
#endif
