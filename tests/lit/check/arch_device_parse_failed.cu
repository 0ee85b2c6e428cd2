// When the device-side parse fails (here: code only the device pass sees
// does not compile; nvcc rejects the file too), R13, R15 and K1 cannot be
// checked: cudalift says so, at the device pass's first error, and goes on.
// RUN: %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %cudalift --check %fast -Wno-device-parse %s 2>&1 | count 0

void host_function() {
  int x = 1;
  auto l = [=] __device__ {
#ifdef __CUDA_ARCH__
    // CHECK: arch_device_parse_failed.cu:[[@LINE+1]]:16: warning: the device-side parse (__CUDA_ARCH__ defined) failed: use of undeclared identifier 'bias'; R13, R15 and K1 were not checked [device-parse]
    return x + bias;
#else
    return x;
#endif
  };
}
