// nvcc 13.0: error (line 8) "calling a constexpr __host__ function("operator()") from a __device__ function("helper") is not allo..."
// H1: a namespace-scope lambda called from a __device__ function.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

auto twice = [](int x) { return 2 * x; };

// CHECK: h1_host_lambda_called_from_device_function.cu:[[@LINE+1]]:39: error: device code calls the host lambda at line 5; its operator() is a __host__ function [H1]
__device__ int helper(int v) { return twice(v) + 1; }
