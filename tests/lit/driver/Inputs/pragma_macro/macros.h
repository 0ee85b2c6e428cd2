// A library's macros header: under nvcc, a macro whose text is a pragma
// for nvcc's front end (as TNL's TNL_NVCC_HD_WARNING_DISABLE).
#pragma once
#ifdef __NVCC__
#define HD_WARNING_DISABLE #pragma hd_warning_disable
#define CONTINUED \
  #pragma nv_exec_check_disable
#else
#define HD_WARNING_DISABLE
#define CONTINUED
#endif
