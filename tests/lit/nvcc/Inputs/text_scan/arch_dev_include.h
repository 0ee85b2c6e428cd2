#pragma once
#define FROM_DEVICE_HEADER 1
