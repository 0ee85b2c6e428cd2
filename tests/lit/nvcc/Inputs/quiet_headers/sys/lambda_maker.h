// A library's lambda-making macro, in a system header.
#pragma once
#define SYS_DEVICE_LAMBDA [=] __device__
