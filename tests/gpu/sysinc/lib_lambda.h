// A library's lambda-making macros, in a folder program 81 puts on the
// include path with -isystem (as CMake does for an installed package).
#pragma once
#define LIB_DEVICE_LAMBDA [=] __device__
#define LIB_HD_LAMBDA [=] __host__ __device__
