#pragma once
#define SYS_HD __host__ __device__
#define SYS_LAMBDA [=] __host__ __device__
#define SYS_LOG(...) printf(__VA_ARGS__)
