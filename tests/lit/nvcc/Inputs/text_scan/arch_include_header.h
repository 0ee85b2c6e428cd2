// An #include that only one pass reads.
#pragma once
#ifdef __CUDA_ARCH__
#include "arch_dev_include.h"
#endif
