// nvcc 13.0: error (line 11) "calling a constexpr __host__ function("operator()") from a __global__ function("kernel") is not allo..."
// H1: a namespace-scope lambda is host code; its operator() is a
// constexpr __host__ function, which a kernel may call only under
// --expt-relaxed-constexpr (the second RUN line).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
// RUN: %cudalift --check %fast --expt-relaxed-constexpr %s 2>&1 | count 0

auto host_lambda = [](int x) { return x * 2; };

// CHECK: h1_host_lambda_called_from_kernel.cu:[[@LINE+1]]:43: error: device code calls the host lambda at line 8; its operator() is a __host__ function [H1]
__global__ void kernel(int *out) { *out = host_lambda(3); }
