// A library's lambda-making macros, found through -isystem.
#pragma once
#define LIB_LAMBDA [=] __device__
#define LIB_HD_LAMBDA(...) [=] __host__ __device__ (__VA_ARGS__)
